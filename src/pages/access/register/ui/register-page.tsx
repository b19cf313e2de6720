import { RegistrationWizard } from '@/features/register-account';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import '../model/register-page';

/** `registreren`: "Create an account", up to the activation code sent by e-mail. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.register.title')}>
      <p>{t('pages.register.intro')}</p>
      <RegistrationWizard route="register" />
      <ul className="link-list">
        <li>
          <Link to={routeUrl('login')}>{t('pages.register.haveAccount')}</Link>
        </li>
      </ul>
    </Page>
  );
}
