import { Skeleton } from '@/shared/ui/skeleton';
import { $permissions } from '@/entities/session';
import {
  LOGIN_DETAIL_QUERY_PARAMETER,
  LOGIN_DETAIL_QUERY_VALUES,
  PasswordForm,
  PhoneNumberForm,
  UsernameForm,
  type LoginDetail,
} from '@/features/edit-login-details';
import { useTranslation } from '@/shared/i18n';
import { routeUrl, Link } from '@/shared/routing';
import '@/shared/ui/details-list';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import { $detail, $status } from '../model/settings-edit-page';
import './settings-edit-page.css';

const FORMS = { username: UsernameForm, password: PasswordForm, 'phone-number': PhoneNumberForm } as const;

/** wijzig-instellingen: the username, the password or the phone number of the verification code. */
export function SettingsEditPage() {
  const { t } = useTranslation();
  const { detail, status, permissions } = useUnit({ detail: $detail, status: $status, permissions: $permissions });
  const cancel = (
    <Link to={routeUrl('settings')} className="button button--secondary">
      {t('pages.settingsEdit.cancel')}
    </Link>
  );
  if (detail === null) {
    const choices: LoginDetail[] = permissions.mayUpdatePassword ? ['username', 'password', 'phone-number'] : ['username', 'phone-number'];
    return (
      <Page title={t('pages.settingsEdit.title')}>
        <p className="settings-edit__choose">{t('pages.settingsEdit.choose')}</p>
        <ul className="settings-edit__choices">
          {choices.map((choice) => (
            <li key={choice}>
              <Link to={routeUrl('settings-edit', undefined, { [LOGIN_DETAIL_QUERY_PARAMETER]: LOGIN_DETAIL_QUERY_VALUES[choice] })}>
                {t(`pages.settingsEdit.titles.${choice}`)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="actions">{cancel}</p>
      </Page>
    );
  }
  const Form = FORMS[detail];
  return (
    <Page title={t(`pages.settingsEdit.titles.${detail}`)}>
      <p>{t(`pages.settingsEdit.intros.${detail}`)}</p>
      {status === 'pending' && <Skeleton label={t('app.loading')} heading lines={4} />}
      {status === 'fail' && <p className="details-message" role="alert">{t('pages.settingsEdit.loadFailed')}</p>}
      {status === 'done' && <Form cancel={cancel} />}
    </Page>
  );
}
