import { Skeleton } from '@/shared/ui/skeleton';
import type { AccountDetails } from '@/entities/account';
import { $permissions } from '@/entities/session';
import { LOGIN_DETAIL_QUERY_PARAMETER, LOGIN_DETAIL_QUERY_VALUES, type LoginDetail } from '@/features/edit-login-details';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoment, formatMoney } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { DetailsList, DetailsSection } from '@/shared/ui/details-list';
import { Page } from '@/shared/ui/page';
import { formatPhoneNumberForReading, PAPER_CONTACT_COST_PER_MONTH } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $accountDetails, $status } from '../model/settings-page';
import './settings-page.css';

const editUrl = (detail: LoginDetail) =>
  routeUrl('settings-edit', undefined, { [LOGIN_DETAIL_QUERY_PARAMETER]: LOGIN_DETAIL_QUERY_VALUES[detail] });

function EditLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="settings__edit" to={to}>
      {children}
    </Link>
  );
}

function Settings({ details, mayEdit, mayEditPassword }: { details: AccountDetails; mayEdit: boolean; mayEditPassword: boolean }) {
  const { t } = useTranslation();
  const unknown = <span className="details-list__unknown">{t('pages.settings.unknown')}</span>;
  const withEdit = (value: ReactNode, edit: ReactNode) => (
    <span className="settings__value">
      <span>{value}</span>
      {mayEdit && edit}
    </span>
  );
  const yesNo = (value: boolean) => (value ? t('pages.settings.yes') : t('pages.settings.no'));
  return (
    <>
      <DetailsSection id="inloggegevens" title={t('pages.settings.loginDetails')}>
        <DetailsList
          items={[
            {
              term: t('pages.settings.username'),
              testId: 'username',
              description: withEdit(
                details.username,
                <EditLink to={editUrl('username')}>{t('pages.settings.editUsername')}</EditLink>,
              ),
            },
            {
              term: t('pages.settings.password'),
              description: (
                <span className="settings__value">
                  <span>{t('pages.settings.passwordHidden')}</span>
                  {mayEditPassword && <EditLink to={editUrl('password')}>{t('pages.settings.editPassword')}</EditLink>}
                </span>
              ),
            },
            {
              term: t('pages.settings.phoneNumber'),
              testId: 'login-phone',
              description: withEdit(
                details.phoneNumber === null ? unknown : formatPhoneNumberForReading(details.phoneNumber),
                <EditLink to={editUrl('phone-number')}>{t('pages.settings.editPhoneNumber')}</EditLink>,
              ),
            },
            ...(details.loginInfo
              ? [{ term: t('pages.settings.lastLogin'), testId: 'last-login', description: formatMoment(details.loginInfo) }]
              : []),
          ]}
        />
      </DetailsSection>
      <DetailsSection
        id="contactgegevens"
        title={t('pages.settings.contactDetails')}
        action={
          mayEdit && (
            <Link className="button button--secondary" to={routeUrl('contact-details-edit')}>
              {t('pages.settings.editContactDetails')}
            </Link>
          )
        }
      >
        <DetailsList
          items={[
            { term: t('pages.settings.email'), testId: 'contact-email', description: details.email ?? unknown },
            {
              term: t('pages.settings.preference'),
              testId: 'contact-preference',
              description: t(`pages.settings.preferences.${details.contactPreference}`, { cost: formatMoney(PAPER_CONTACT_COST_PER_MONTH) }),
            },
            { term: t('pages.settings.newsletter'), testId: 'newsletter', description: yesNo(details.digitalNewsletterActive) },
            { term: t('pages.settings.announcements'), testId: 'announcements', description: yesNo(details.announcementEmailActive) },
          ]}
        />
      </DetailsSection>
      <DetailsSection id="idin" title={t('pages.settings.idin')}>
        <p className="details-note">{t('pages.settings.idinExplanation')}</p>
        <DetailsList
          items={[
            {
              term: t('pages.settings.status'),
              testId: 'idin-status',
              description: details.iDinActive
                ? details.iDinActivationDate
                  ? t('pages.settings.idinActive', { date: formatDay(details.iDinActivationDate) })
                  : t('pages.settings.idinActiveUndated')
                : t('pages.settings.idinInactive'),
            },
          ]}
        />
        {!details.iDinActive && (
          <p>
            <Link className="button button--secondary" to={routeUrl('idin-activate')}>
              {t('pages.settings.idinActivate')}
            </Link>
          </p>
        )}
      </DetailsSection>
    </>
  );
}

/** instellingen: login details, contact details and bank identity login. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { details, status, permissions } = useUnit({ details: $accountDetails, status: $status, permissions: $permissions });
  return (
    <Page title={t('pages.settings.title')}>
      <p>{t('pages.settings.intro')}</p>
      {status === 'pending' && <Skeleton label={t('app.loading')} heading lines={6} />}
      {status === 'fail' && <p className="details-message" role="alert">{t('pages.settings.loadFailed')}</p>}
      {status === 'done' && details && <Settings details={details} mayEdit={permissions.mayUpdateAccount} mayEditPassword={permissions.mayUpdatePassword} />}
    </Page>
  );
}
