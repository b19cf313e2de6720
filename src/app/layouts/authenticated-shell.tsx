import { $user } from '@/entities/session';
import { DigitalPopup, digitalPopupTexts } from '@/features/digital-popup';
import { FirstLoginGate, firstLoginTexts } from '@/features/first-login';
import { DEFAULT_LANGUAGE, languageChosen, SUPPORTED_LANGUAGES, textLanguage, type Language, type SliceTexts } from '@/shared/i18n';
import { ConsentBanner } from '@/features/tracking-consent';
import { $label } from '@/shared/label';
import { NoticeList } from '@/shared/notices';
import { Link, routeUrl } from '@/shared/routing';
import { LabelLogo } from '@/shared/ui/label-logo';
import { formatFullLastName } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { MainMenu, mainMenuTexts } from '@/widgets/main-menu';
import { DeferredNewsBanner, DeferredSiteFooter } from './deferred-widgets';
import { ShellDock } from './shell-dock';
import './shell.css';
import { ShortName } from '@/shared/ui/short-name';

/** The texts of the slices this shell shows, added when its chunk loads (see root-layout). */
export const SHELL_TEXTS: SliceTexts[] = [firstLoginTexts, digitalPopupTexts, mainMenuTexts];

const LANGUAGE_NAMES: Record<Language, string> = { 'nl-NL': 'NL', 'en-US': 'EN' };

/** The logged-in shell: the header (logo, menu, who is logged in, language, logout), news after login, the screen, the footer. */
export function AuthenticatedShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [label, user, chooseLanguage] = useUnit([$label, $user, languageChosen]);
  return (
    // the content is Dutch under any menu language (spec 01 §1): only the header speaks the chosen one, and in it
    // each text that has no English is marked Dutch too (WCAG 3.1.2)
    <div className="shell shell--authenticated" lang={DEFAULT_LANGUAGE}>
      <a className="skip-link" href="#inhoud">
        {t('app.skipToContent')}
      </a>
      <header className="shell__header" lang={i18n.language}>
        <MainMenu
          brand={
            <Link
              to={routeUrl('home')}
              className="shell__brand"
              lang={textLanguage('shell.homeLink')}
              aria-label={t('shell.homeLink', { label: t(`labels.${label}.name`) })}
            >
              <LabelLogo label={label} className="shell__logo" />
            </Link>
          }
          account={
            <>
              {user && (
                <span className="shell__user" data-testid="logged-in-as" lang={textLanguage('shell.loggedInAs')}>
                  <ShortName name={`${user.firstName} ${formatFullLastName(user)}`} render={(name) => t('shell.loggedInAs', { name })} />
                </span>
              )}
              <div className="shell__languages" role="group" lang={textLanguage('shell.languageSwitch')} aria-label={t('shell.languageSwitch')}>
                {SUPPORTED_LANGUAGES.map((language) => (
                  <button
                    key={language}
                    type="button"
                    lang={language}
                    className="shell__language"
                    aria-pressed={i18n.language === language}
                    onClick={() => chooseLanguage(language)}
                  >
                    {LANGUAGE_NAMES[language]}
                  </button>
                ))}
              </div>
              <Link to={routeUrl('logout')} className="button button--secondary shell__logout" lang={textLanguage('shell.logout')}>
                {t('shell.logout')}
              </Link>
            </>
          }
        />
      </header>
      <NoticeList />
      <main id="inhoud" className="shell__main">
        <FirstLoginGate>{children}</FirstLoginGate>
      </main>
      <DigitalPopup />
      <DeferredSiteFooter />
      <ShellDock above={<DeferredNewsBanner audience="authenticated" />}>
        <ConsentBanner />
      </ShellDock>
    </div>
  );
}
