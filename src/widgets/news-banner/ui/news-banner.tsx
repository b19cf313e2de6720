import { newsTextSegments } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useTranslation } from '@/shared/i18n';
import { $authenticatedNews, $dismissedNews, $publicNews, newsDismissed, type NewsAudience } from '../model/news-banner';
import './news-banner.css';

/**
 * News texts within their dates and language, as one banner that closes with
 * its button (issue 12 point 11). The hyperlink substring becomes a real
 * link; everything else is rendered as text, never as HTML.
 */
export function NewsBanner({ audience }: { audience: NewsAudience }) {
  const { t } = useTranslation();
  const [publicNews, authenticatedNews, dismissed, dismiss] = useUnit([$publicNews, $authenticatedNews, $dismissedNews, newsDismissed]);

  const news = audience === 'public' ? publicNews : authenticatedNews;
  if (news.length === 0 || dismissed.includes(audience)) return null;
  return (
    <section className="news-banner" aria-label={t('shell.news.region')}>
      <div className="news-banner__inner">
        <ul className="news-banner__items">
          {news.map((item) => (
            <li key={item.id} className="news-banner__item" data-testid="news-text">
              {newsTextSegments(item.text, item.hyperlinkSubstring, item.url).map((segment, index) =>
                segment.kind === 'link' ? (
                  <a key={index} href={segment.url} target="_blank" rel="noopener noreferrer">
                    {segment.text}
                  </a>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
            </li>
          ))}
        </ul>
        <button type="button" className="news-banner__close" aria-label={t('shell.news.close')} onClick={() => dismiss(audience)}>
          ×
        </button>
      </div>
    </section>
  );
}
