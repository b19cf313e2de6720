import { BankChoiceForm } from '@/features/idin-start';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import '../model/idin-register-page';

export function IdinRegisterPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.idinRegister.title')}>
      <p>{t('pages.idinRegister.intro')}</p>
      <BankChoiceForm />
      <ul className="link-list">
        <li>
          <Link to={routeUrl('register')}>{t('pages.idinRegister.withoutBank')}</Link>
        </li>
        <li>
          <Link to={routeUrl('login')}>{t('pages.idinRegister.login')}</Link>
        </li>
      </ul>
    </Page>
  );
}
