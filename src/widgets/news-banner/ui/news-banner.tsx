import { newsTextSegments } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n';
import { focusPageTitle } from '@/shared/ui/page';
import { $authenticatedNews, $isNewsUnfolded, $publicNews, newsDismissed, newsUnfoldToggled, type NewsAudience } from '../model/news-banner';
import './news-banner.css';

/**
 * News texts within their dates and language, as one banner that closes with
 * its button (issue 12 point 11). The hyperlink substring becomes a real
 * link; everything else is rendered as text, never as HTML. On a phone the
 * stylesheet makes it one thin line, "Nieuws: " and the first text cut off,
 * whose "Lees meer" unfolds every text with its link (on a desktop the line
 * and its button are not shown: the texts are).
 */
export function NewsBanner({ audience }: { audience: NewsAudience }) {
  const { t } = useTranslation();
  const listId = useId();
  const [publicNews, authenticatedNews, dismiss, isUnfolded, toggleUnfolded] = useUnit([
    $publicNews,
    $authenticatedNews,
    newsDismissed,
    $isNewsUnfolded,
    newsUnfoldToggled,
  ]);

  const news = audience === 'public' ? publicNews : authenticatedNews;
  const [first] = news;
  if (!first) return null;
  return (
    <section className={isUnfolded ? 'news-banner news-banner--unfolded' : 'news-banner'} aria-label={t('shell.news.region')}>
      <div className="news-banner__inner">
        <p className="news-banner__headline">
          <strong>{t('shell.news.lead')}</strong> <span lang={first.language}>{first.text}</span>
        </p>
        <button type="button" className="disclosure-toggle news-banner__more" aria-expanded={isUnfolded} aria-controls={listId} onClick={() => toggleUnfolded()}>
          {t('shell.news.readMore')}
        </button>
        <ul id={listId} className="news-banner__items">
          {news.map((item) => (
            <li key={item.id} className="news-banner__item" data-testid="news-text" lang={item.language}>
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
        <button
          type="button"
          className="news-banner__close"
          aria-label={t('shell.news.close')}
          onClick={() => {
            dismiss(audience);
            focusPageTitle();
          }}
        >
          ×
        </button>
      </div>
    </section>
  );
}
