import { Page } from '@/shared/ui/page';
import { useTranslation } from '@/shared/i18n';
import { routeUrl } from '@/shared/routing';

/**
 * A screen that could not be shown: its chunk did not load (spec 01 §8
 * "Chunk load failure") or it broke while rendering. A retry reloads the
 * page; the way back is the home page (a full load, so a broken screen's
 * state goes with it).
 */
export function RouteErrorPage({ failure, standalone }: { failure: 'chunk' | 'crash'; standalone: boolean }) {
  const { t } = useTranslation();
  const texts = failure === 'chunk' ? 'pages.chunkFailed' : 'pages.screenFailed';
  const page = (
    <Page title={t(`${texts}.title`)}>
      <p>{t(`${texts}.text`)}</p>
      <p className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('pages.chunkFailed.retry')}
        </button>
        <a className="button button--secondary" href={routeUrl('home')}>
          {t('pages.chunkFailed.home')}
        </a>
      </p>
    </Page>
  );
  // a shell around it already has the main landmark; around the shell itself, the page is the main
  return standalone ? (
    <main id="inhoud" className="shell__main">
      {page}
    </main>
  ) : (
    page
  );
}
