import { ConsentBanner } from '@/features/tracking-consent';
import { $label } from '@/shared/label';
import { NoticeList } from '@/shared/notices';
import { Link, routeUrl } from '@/shared/routing';
import { LabelLogo } from '@/shared/ui/label-logo';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { DeferredNewsBanner, DeferredSiteFooter } from './deferred-widgets';
import { ShellDock } from './shell-dock';
import './shell.css';

/** The logged-out shell: logo, news before authorization, the screen, the footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const label = useUnit($label);
  return (
    <div className="shell shell--public">
      <a className="skip-link" href="#inhoud">
        {t('app.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link to={routeUrl('login')} className="shell__brand" aria-label={t('routes.login')}>
            <LabelLogo label={label} className="shell__logo" />
          </Link>
          <span className="shell__portal-name">{t('app.titleWithLabel', { label: t(`labels.${label}.name`) })}</span>
        </div>
      </header>
      <NoticeList />
      <main id="inhoud" className="shell__main">
        {children}
      </main>
      <DeferredSiteFooter />
      <ShellDock above={<DeferredNewsBanner audience="public" />}>
        <ConsentBanner />
      </ShellDock>
    </div>
  );
}
