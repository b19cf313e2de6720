import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { Fieldset } from '@/shared/ui/fieldset';
import { useFormErrors } from '@/shared/lib/form';
import { CheckboxField, ErrorSummary, TextField } from '@/shared/ui/form';
import { PAPER_CONTACT_COST_PER_MONTH, type ContactPreference } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { $isPaperAllowed, contactDetailsForm, contactDetailsSubmission, EMAIL_MAX_LENGTH } from '../model/contact-details';
import './contact-details-form.css';

const FIELD_IDS = { email: 'contact-email' };
const PREFERENCES: ContactPreference[] = ['digital', 'paper'];

/** E-mail address, digital or paper post, and the two e-mail subscriptions. */
export function ContactDetailsForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const model = useUnit({
    values: contactDetailsForm.$values,
    isPaperAllowed: $isPaperAllowed,
    isSaving: contactDetailsSubmission.$isSaving,
    onField: contactDetailsForm.fieldChanged,
    onSubmit: contactDetailsForm.submitted,
  });
  const errors = useFormErrors(contactDetailsForm, FIELD_IDS, {
    labelOf: (path) => (path === 'email' ? t('features.editContactDetails.email') : t('features.editContactDetails.preference')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const paperCost = formatMoney(PAPER_CONTACT_COST_PER_MONTH);
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.editContactDetails.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <TextField
        id={FIELD_IDS.email}
        label={t('features.editContactDetails.email')}
        hint={t('features.editContactDetails.emailHint')}
        type="email"
        value={model.values.email}
        onValueChange={(email) => model.onField({ field: 'email', value: email })}
        error={errors.errorOf('email')}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <Fieldset legend={t('features.editContactDetails.preference')}>
        <div className="contact-details__choices">
          {PREFERENCES.map((preference) => {
            const isDisabled = preference === 'paper' && !model.isPaperAllowed;
            const id = `contact-preference-${preference}`;
            return (
              <div className="contact-details__choice" key={preference}>
                <input
                  type="radio"
                  id={id}
                  name="contact-preference"
                  value={preference}
                  checked={model.values.contactPreference === preference}
                  disabled={isDisabled}
                  aria-describedby={`${id}-hint`}
                  onChange={() => model.onField({ field: 'contactPreference', value: preference })}
                />
                <span className="contact-details__choice-text">
                  <label htmlFor={id}>{t(`features.editContactDetails.preferences.${preference}`)}</label>
                  <span className="contact-details__choice-hint" id={`${id}-hint`}>
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
          checked={model.values.digitalNewsletterActive}
          onCheckedChange={(value) => model.onField({ field: 'digitalNewsletterActive', value })}
        />
        <CheckboxField
          id="contact-announcements"
          label={t('features.editContactDetails.announcements')}
          checked={model.values.announcementEmailActive}
          onCheckedChange={(value) => model.onField({ field: 'announcementEmailActive', value })}
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
