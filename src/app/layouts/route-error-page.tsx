import { Page } from '@/shared/ui/page';
import { useTranslation } from '@/shared/i18n';

/** A screen whose chunk could not be loaded (spec 01 §8 "Chunk load failure"). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="inhoud" className="shell__main">
      <Page title={t('pages.chunkFailed.title')}>
        <p>{t('pages.chunkFailed.text')}</p>
        <p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('pages.chunkFailed.retry')}
          </button>
        </p>
      </Page>
    </main>
  );
}
