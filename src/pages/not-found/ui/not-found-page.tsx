import { $isAuthenticated } from '@/entities/session';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { useTranslation } from '@/shared/i18n';

/** Unknown paths (spec 01 §2): title, 'Error code: 404', a hint to retype or go back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const isAuthenticated = useUnit($isAuthenticated);
  return (
    <Page title={t('pages.notFound.title')}>
      <p className="status-code">{t('pages.notFound.code')}</p>
      <p>{t('pages.notFound.hint')}</p>
      <p className="actions">
        <button type="button" className="button button--secondary" onClick={() => window.history.back()}>
          {t('pages.notFound.back')}
        </button>
        <Link className="button button--primary" to={isAuthenticated ? routeUrl('home') : routeUrl('login')}>
          {isAuthenticated ? t('pages.notFound.homeLoggedIn') : t('pages.notFound.homeLoggedOut')}
        </Link>
      </p>
    </Page>
  );
}
