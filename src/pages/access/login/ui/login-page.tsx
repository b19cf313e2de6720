import { LoginForm } from '@/features/login-by-password';
import { useTranslation } from '@/shared/i18n';
import { $label } from '@/shared/label';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import '../model/login-page';

export function LoginPage() {
  const { t } = useTranslation();
  const label = useUnit($label);
  return (
    <Page title={t('pages.login.title', { label: t(`labels.${label}.name`) })}>
      <p>{t('pages.login.intro')}</p>
      <LoginForm />
      <ul className="link-list">
        <li>
          <Link to={routeUrl('forgot-password')}>{t('pages.login.forgot')}</Link>
        </li>
        <li>
          <Link to={routeUrl('register')}>{t('pages.login.register')}</Link>
        </li>
        <li>
          <Link to={routeUrl('idin-activate')}>{t('pages.login.idin')}</Link>
        </li>
      </ul>
    </Page>
  );
}
