import { Page } from '@/shared/ui/page';
import { useTranslation } from '@/shared/i18n';
import '../model/logout';

export function LogoutPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.logout.title')}>
      <p role="status">{t('pages.logout.text')}</p>
    </Page>
  );
}
