import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { Fieldset } from '@/shared/ui/fieldset';
import { CheckboxField, ErrorSummary, TextField } from '@/shared/ui/form';
import { PAPER_CONTACT_COST_PER_MONTH, type ContactPreference } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import {
  $announcementEmailActive,
  $attempt,
  $contactPreference,
  $digitalNewsletterActive,
  $email,
  $isPaperAllowed,
  $isSaving,
  $shownEmailError,
  announcementsChanged,
  contactPreferenceChanged,
  emailChanged,
  newsletterChanged,
  submitted,
} from '../model/contact-details';
import './contact-details-form.css';

const EMAIL_ID = 'contact-email';
const PREFERENCES: ContactPreference[] = ['digital', 'paper'];

/** E-mail address, digital or paper post, and the two e-mail subscriptions. */
export function ContactDetailsForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const model = useUnit({
    email: $email,
    contactPreference: $contactPreference,
    newsletter: $digitalNewsletterActive,
    announcements: $announcementEmailActive,
    isPaperAllowed: $isPaperAllowed,
    error: $shownEmailError,
    attempt: $attempt,
    isSaving: $isSaving,
    onEmail: emailChanged,
    onPreference: contactPreferenceChanged,
    onNewsletter: newsletterChanged,
    onAnnouncements: announcementsChanged,
    onSubmit: submitted,
  });
  const error = model.error ? t(`validation.${model.error}`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const paperCost = formatMoney(PAPER_CONTACT_COST_PER_MONTH);
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.editContactDetails.formName')}>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={error ? [{ fieldId: EMAIL_ID, message: error }] : []}
      />
      <TextField
        id={EMAIL_ID}
        label={t('features.editContactDetails.email')}
        hint={t('features.editContactDetails.emailHint')}
        type="email"
        value={model.email}
        onValueChange={model.onEmail}
        error={error}
        autoComplete="email"
      />
      <Fieldset legend={t('features.editContactDetails.preference')}>
        <div className="choice-list">
          {PREFERENCES.map((preference) => {
            const isDisabled = preference === 'paper' && !model.isPaperAllowed;
            const id = `contact-preference-${preference}`;
            return (
              <div className="choice" key={preference}>
                <input
                  type="radio"
                  id={id}
                  name="contact-preference"
                  value={preference}
                  checked={model.contactPreference === preference}
                  disabled={isDisabled}
                  aria-describedby={`${id}-hint`}
                  onChange={() => model.onPreference(preference)}
                />
                <span className="choice__text">
                  <label htmlFor={id}>{t(`features.editContactDetails.preferences.${preference}`)}</label>
                  <span className="choice__hint" id={`${id}-hint`}>
                    {preference === 'paper'
                      ? isDisabled
                        ? t('features.editContactDetails.paperNotAllowed', { cost: paperCost })
                        : t('features.editContactDetails.paperCost', { cost: paperCost })
                      : t('features.editContactDetails.digitalHint')}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </Fieldset>
      <Fieldset legend={t('features.editContactDetails.subscriptions')}>
        <CheckboxField
          id="contact-newsletter"
          label={t('features.editContactDetails.newsletter')}
          checked={model.newsletter}
          onCheckedChange={model.onNewsletter}
        />
        <CheckboxField
          id="contact-announcements"
          label={t('features.editContactDetails.announcements')}
          checked={model.announcements}
          onCheckedChange={model.onAnnouncements}
        />
      </Fieldset>
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isSaving} aria-busy={model.isSaving}>
          {model.isSaving ? t('features.editContactDetails.saving') : t('features.editContactDetails.save')}
        </button>
        {cancel}
      </p>
    </form>
  );
}
