import { isPublicRoute, type RouteName } from '@portal/domain';
import { routeUrl } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useTranslation } from '@/shared/i18n';
import { Link } from 'react-router-dom';
import './not-available-page.css';

/**
 * A route of the spec whose screen is not built yet. It says so plainly and
 * offers nothing that pretends to work; the guard has run all the same.
 */
export function NotAvailablePage({ routeName }: { routeName: RouteName }) {
  const { t } = useTranslation();
  const screen = t(`routes.${routeName}`);
  const backTo = isPublicRoute(routeName) ? routeUrl('login') : routeUrl('home');
  return (
    <Page
      title={t('pages.notAvailable.title', { screen })}
      kicker={<p className="not-available__badge">{t('pages.notAvailable.badge')}</p>}
    >
      <div className="not-available" data-testid="not-available" data-route={routeName}>
        <p>{t('pages.notAvailable.text')}</p>
        <p>{t('pages.notAvailable.contact')}</p>
        <p>
          <Link className="button button--primary" to={backTo}>
            {isPublicRoute(routeName) ? t('pages.notAvailable.login') : t('pages.notAvailable.home')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
