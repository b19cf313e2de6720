import { VerifyForm } from '@/features/verify-code';
import { useTranslation } from '@/shared/i18n';
import { Page } from '@/shared/ui/page';
import '../model/verify-page';

export function VerifyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.verify.title')}>
      <VerifyForm />
    </Page>
  );
}
