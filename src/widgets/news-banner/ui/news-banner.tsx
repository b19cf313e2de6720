import { newsTextSegments } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useTranslation } from '@/shared/i18n';
import { $authenticatedNews, $publicNews, type NewsAudience } from '../model/news-banner';
import './news-banner.css';

/**
 * News texts within their dates and language. The hyperlink substring becomes
 * a real link; everything else is rendered as text, never as HTML.
 */
export function NewsBanner({ audience }: { audience: NewsAudience }) {
  const { t } = useTranslation();
  const [publicNews, authenticatedNews] = useUnit([$publicNews, $authenticatedNews]);

  const news = audience === 'public' ? publicNews : authenticatedNews;
  if (news.length === 0) return null;
  return (
    <section className="news-banner" aria-label={t('shell.news.region')}>
      {news.map((item) => (
        <p key={item.id} className="news-banner__item" data-testid="news-text">
          {newsTextSegments(item.text, item.hyperlinkSubstring, item.url).map((segment, index) =>
            segment.kind === 'link' ? (
              <a key={index} href={segment.url} target="_blank" rel="noopener noreferrer">
                {segment.text}
              </a>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
      ))}
    </section>
  );
}
