import { useTranslation } from '@/shared/i18n';
import { formMessageText, messageKeyOf } from '@/shared/lib/form';
import { FormAttachmentsField } from '@/shared/ui/attachments-field';
import { ErrorSummary } from '@/shared/ui/form';
import { DECLARATION_FILE_EXTENSIONS, shownRequestFields } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { RequestFlowModel } from '../model/create-request-flow';
import { focusIdOf, requestFieldId } from './field-ids';
import { FlowField } from './flow-field';

/** Step 2: the chosen flow's own fields (only those its answers ask for) and its files. */
export function AnswersStep({ model }: { model: RequestFlowModel }) {
  const { t } = useTranslation();
  const { textsKey } = model;
  const form = useUnit({
    flow: model.$flow,
    errors: model.answersForm.$shownErrors,
    summary: model.answersForm.$summary,
    attempt: model.answersForm.$attempt,
  });
  const onField = useUnit(model.answersForm.fieldChanged);
  const values: Readonly<Record<string, string>> = useUnit(model.answersForm.$values);
  const view = { ...form, values, onField };
  if (!view.flow) return null;
  const text = (message: Parameters<typeof formMessageText>[1]) => formMessageText(t, message);
  const errorOf = (path: string) => {
    const message = view.errors[path];
    return message ? text(message) : null;
  };
  const fields = shownRequestFields(view.flow, view.values);
  const firstFieldId = fields[0] ? focusIdOf(fields[0]) : requestFieldId('files');
  const fieldIdOf = (path: string | null) => {
    if (path === 'files') return requestFieldId('files');
    const field = fields.find((candidate) => candidate.name === path);
    return field ? focusIdOf(field) : firstFieldId;
  };
  return (
    <>
      <h2 className="request-flow__flow">{t(`${textsKey}.flows.${view.flow.id}`)}</h2>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={view.attempt}
        errors={view.summary.map((line) => ({
          fieldId: fieldIdOf(line.path),
          // "Dit veld is verplicht." five times says nothing: the summary names the field
          message:
            messageKeyOf(line.message) === 'validation.required-field' && line.path
              ? t('widgets.requestFlow.requiredNamed', { field: line.path === 'files' ? t(`${textsKey}.files`) : t(`${textsKey}.fields.${line.path}`) })
              : text(line.message),
        }))}
      />
      {fields.map((field) => (
        <FlowField
          key={field.name}
          field={field}
          textsKey={textsKey}
          value={values[field.name] ?? ''}
          error={errorOf(field.name)}
          onValueChange={(value) => view.onField({ field: field.name, value })}
        />
      ))}
      {view.flow.files && (
        <FormAttachmentsField
          id={requestFieldId('files')}
          label={t(`${textsKey}.files`)}
          hint={t('forms.files.hint', { types: DECLARATION_FILE_EXTENSIONS.join(', ') })}
          required={view.flow.files.isRequired}
          error={errorOf('files')}
          attachments={model.attachments}
        />
      )}
    </>
  );
}
