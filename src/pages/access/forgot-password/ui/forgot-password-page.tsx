import { $recoveredUsername, type RecoveredUsername } from '@/entities/account-recovery';
import { ForgotForm, MissingContactDialog } from '@/features/forgot-credentials';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import '../model/forgot-password-page';
import './forgot-password-page.css';

/** After the code of the forgot-username flow: "the e-mail is returned and shown", with the username. */
function RecoveredUsernameResult({ recovered }: { recovered: RecoveredUsername }) {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.forgotPassword.resultTitle')}>
      <p>{t('pages.forgotPassword.resultIntro')}</p>
      <dl className="recovered-account" data-testid="recovered-account">
        <div>
          <dt>{t('pages.forgotPassword.username')}</dt>
          <dd>{recovered.username}</dd>
        </div>
        <div>
          <dt>{t('pages.forgotPassword.emailAddress')}</dt>
          <dd>{recovered.emailAddress}</dd>
        </div>
      </dl>
      <p className="actions">
        <Link className="button button--primary" to={routeUrl('login')}>
          {t('pages.forgotPassword.toLogin')}
        </Link>
      </p>
    </Page>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const recovered = useUnit($recoveredUsername);
  if (recovered) return <RecoveredUsernameResult recovered={recovered} />;
  return (
    <Page title={t('pages.forgotPassword.title')}>
      <p>{t('pages.forgotPassword.intro')}</p>
      <ForgotForm />
      <MissingContactDialog />
      <ul className="link-list">
        <li>
          <Link to={routeUrl('login')}>{t('pages.forgotPassword.backToLogin')}</Link>
        </li>
      </ul>
    </Page>
  );
}
