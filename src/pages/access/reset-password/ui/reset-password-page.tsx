import { $passwordResetGrant } from '@/entities/account-recovery';
import { ResetPasswordForm } from '@/features/reset-password';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import '../model/reset-password-page';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const grant = useUnit($passwordResetGrant);
  // only the code of the forgot-password flow gives the token a new password needs
  if (!grant) {
    return (
      <Page title={t('pages.resetPassword.title')}>
        <p>{t('pages.resetPassword.noCode')}</p>
        <p className="actions">
          <Link className="button button--primary" to={routeUrl('forgot-password')}>
            {t('pages.resetPassword.start')}
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('pages.resetPassword.title')}>
      <p>{t('pages.resetPassword.intro', { emailAddress: grant.emailAddress })}</p>
      <ResetPasswordForm />
    </Page>
  );
}
