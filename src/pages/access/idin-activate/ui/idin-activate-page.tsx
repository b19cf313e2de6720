import { $isAuthenticated } from '@/entities/session';
import { BankChoiceForm } from '@/features/idin-start';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import '../model/idin-activate-page';

export function IdinActivatePage() {
  const { t } = useTranslation();
  const isAuthenticated = useUnit($isAuthenticated);
  if (isAuthenticated) {
    return (
      <Page title={t('pages.idinActivate.activateTitle')}>
        <p>{t('pages.idinActivate.activateIntro')}</p>
        <BankChoiceForm />
      </Page>
    );
  }
  return (
    <Page title={t('pages.idinActivate.loginTitle')}>
      <p>{t('pages.idinActivate.loginIntro')}</p>
      <BankChoiceForm />
      <section aria-labelledby="idin-not-active">
        <h2 id="idin-not-active">{t('pages.idinActivate.notActiveTitle')}</h2>
        <p>{t('pages.idinActivate.notActiveText')}</p>
        <ul className="link-list">
          <li>
            <Link to={routeUrl('login', undefined, { redirect: routeUrl('idin-activate') })}>{t('pages.idinActivate.loginFirst')}</Link>
          </li>
          <li>
            <Link to={routeUrl('idin-register')}>{t('pages.idinActivate.noAccount')}</Link>
          </li>
        </ul>
      </section>
    </Page>
  );
}
