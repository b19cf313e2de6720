import { RegistrationWizard } from '@/features/register-account';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import '../model/activate-page';

/** `activeren`: "Activation", from the activation code to the new account. */
export function ActivatePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.activate.title')}>
      <p>{t('pages.activate.intro')}</p>
      <RegistrationWizard route="activate" />
      <ul className="link-list">
        <li>
          <Link to={routeUrl('login')}>{t('pages.activate.haveAccount')}</Link>
        </li>
      </ul>
    </Page>
  );
}
