import { InsuredPersonPicker } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { formatFileTypes } from '@/shared/lib/format';
import { namedErrorText, type FormMessage } from '@/shared/lib/form';
import { FormAttachmentsField, useFileErrorTargets } from '@/shared/ui/attachments-field';
import { ErrorSummary, PhoneField, SelectField, TextareaField, TextField } from '@/shared/ui/form';
import { CONTACT_FORM_FILE_EXTENSIONS, CONTACT_FORM_TOPICS, CONTACT_QUESTION_MAX_LENGTH } from '@portal/domain';
import { useUnit } from 'effector-react';
import { Link, routeUrl } from '@/shared/routing';
import { $coverageTipShown, attachments, person, questionForm } from '../model/contact-form-page';
import { FIELD_IDS, fieldIdOf } from './field-ids';

/** Step 1: who, what about, the question, files and how to reach the user. */
export function QuestionStep() {
  const { t } = useTranslation();
  const model = useUnit({
    values: questionForm.$values,
    errors: questionForm.$shownErrors,
    summary: questionForm.$summary,
    attempt: questionForm.$attempt,
    persons: person.$persons,
    chosenPerson: person.$chosenCustomerNumber,
    coverageTipShown: $coverageTipShown,
    onField: questionForm.fieldChanged,
    onPerson: person.personChosen,
  });
  const fileErrors = useFileErrorTargets(attachments, FIELD_IDS.files);
  const labelOf = (path: string | null) =>
    path === null ? null : (fileErrors.labelOf(path) ?? t(`pages.contactForm.${path === 'customerNumber' ? 'person' : path in FIELD_IDS ? path : 'topic'}`));
  const text = (message: FormMessage, path: string | null) => namedErrorText(t, message, labelOf(path));
  const errorOf = (path: keyof typeof FIELD_IDS) => {
    const message = model.errors[path];
    return message ? text(message, path) : null;
  };
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: fileErrors.fieldIdOf(line.path) ?? fieldIdOf(line.path), message: text(line.message, line.path) }))}
      />
      <InsuredPersonPicker
        id={FIELD_IDS.customerNumber}
        legend={t('pages.contactForm.person')}
        hint={t('pages.contactForm.personHint')}
        bornOn={(date) => t('pages.contactForm.bornOn', { date })}
        onlyPerson={(name) => t('pages.contactForm.onlyPerson', { name })}
        error={errorOf('customerNumber')}
        persons={model.persons}
        value={model.chosenPerson}
        onValueChange={model.onPerson}
      />
      <SelectField
        id={FIELD_IDS.topic}
        label={t('pages.contactForm.topic')}
        placeholder={t('pages.contactForm.topicPlaceholder')}
        required
        {...marker}
        error={errorOf('topic')}
        value={model.values.topic}
        onValueChange={(value) => model.onField({ field: 'topic', value })}
        options={CONTACT_FORM_TOPICS.map((topic) => ({ value: topic, label: t(`pages.contactForm.topics.${topic}`) }))}
      />
      {model.coverageTipShown && (
        <p className="contact-form__coverage-tip">
          <Link to={routeUrl('coverage')}>{t('pages.contactForm.coverageTip')}</Link>
        </p>
      )}
      <TextareaField
        id={FIELD_IDS.question}
        label={t('pages.contactForm.question')}
        hint={t('pages.contactForm.questionHint')}
        required
        {...marker}
        error={errorOf('question')}
        value={model.values.question}
        maxLength={CONTACT_QUESTION_MAX_LENGTH}
        rows={8}
        counterText={(used, max) => t('pages.contactForm.counter', { remaining: max - used, max })}
        onValueChange={(value) => model.onField({ field: 'question', value })}
      />
      <FormAttachmentsField
        id={FIELD_IDS.files}
        label={t('pages.contactForm.files')}
        hint={t('pages.contactForm.filesHint', { types: formatFileTypes(CONTACT_FORM_FILE_EXTENSIONS) })}
        error={errorOf('files')}
        attachments={attachments}
      />
      <TextField
        id={FIELD_IDS.email}
        label={t('pages.contactForm.email')}
        hint={t('pages.contactForm.emailHint')}
        type="email"
        autoComplete="email"
        required
        {...marker}
        maxLength={254}
        error={errorOf('email')}
        value={model.values.email}
        onValueChange={(value) => model.onField({ field: 'email', value })}
      />
      <PhoneField
        id={FIELD_IDS.phoneNumber}
        label={t('pages.contactForm.phoneNumber')}
        hint={t('pages.contactForm.phoneHint')}
        {...marker}
        error={errorOf('phoneNumber')}
        value={model.values.phoneNumber}
        onValueChange={(value) => model.onField({ field: 'phoneNumber', value })}
      />
    </>
  );
}
