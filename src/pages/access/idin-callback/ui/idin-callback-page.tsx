import { CallbackStatus } from '@/features/idin-callback';
import { useTranslation } from '@/shared/i18n';
import { Page } from '@/shared/ui/page';
import '../model/idin-callback-page';

/** callback/iDin-authenticatie, -register, -abort, -error and callback/iDin: the bank's answer is processed, then on. */
export function IdinCallbackPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.idinCallback.title')}>
      <CallbackStatus />
    </Page>
  );
}
