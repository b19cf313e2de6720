import { useTranslation } from '@/shared/i18n';
import { formatFileTypes } from '@/shared/lib/format';
import { namedErrorText } from '@/shared/lib/form';
import { FormAttachmentsField, useFileErrorTargets } from '@/shared/ui/attachments-field';
import { ErrorSummary } from '@/shared/ui/form';
import { DECLARATION_FILE_EXTENSIONS, requestListCount, requestListItemFields, shownRequestFields, type RequestField } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { RequestFlowModel } from '../model/create-request-flow';
import { focusIdOf, requestFieldId, textNameOf } from './field-ids';
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
  const onItemRemoved = useUnit(model.listItemRemoved);
  const fileErrors = useFileErrorTargets(model.attachments, requestFieldId('files'));
  const values: Readonly<Record<string, string>> = useUnit(model.answersForm.$values);
  const view = { ...form, values, onField };
  if (!view.flow) return null;
  const errorOf = (path: string) => {
    const message = view.errors[path];
    return message ? namedErrorText(t, message, labelOf(path)) : null;
  };
  const fields = shownRequestFields(view.flow, view.values);
  const firstFieldId = fields[0] ? focusIdOf(fields[0]) : requestFieldId('files');
  const fieldIdOf = (path: string | null) => {
    const fileTarget = fileErrors.fieldIdOf(path);
    if (fileTarget) return fileTarget;
    if (path === 'files') return requestFieldId('files');
    const field = fields.find((candidate) => candidate.name === path);
    return field ? focusIdOf(field) : firstFieldId;
  };
  function labelOf(path: string): string {
    const fileName = fileErrors.labelOf(path);
    if (fileName) return fileName;
    if (path === 'files') return t(`${textsKey}.files`);
    const field = fields.find((candidate) => candidate.name === path);
    if (!field) return path;
    const label = t(`${textsKey}.fields.${textNameOf(field)}`);
    return field.listItem ? `${label} (${t(`${textsKey}.lists.${field.listItem.list}.legend`, { number: field.listItem.index + 1 })})` : label;
  }
  const drawField = (field: RequestField) => (
    <FlowField
      key={field.name}
      field={field}
      textsKey={textsKey}
      value={values[field.name] ?? ''}
      error={errorOf(field.name)}
      onValueChange={(value) => view.onField({ field: field.name, value })}
    />
  );
  const drawList = (list: RequestField) => {
    const count = requestListCount(list, values);
    const listTexts = `${textsKey}.lists.${list.name}`;
    return (
      <div key={list.name} className="request-flow__list">
        {Array.from({ length: count }, (_, index) => (
          <fieldset key={index} className="request-flow__item">
            <legend>{t(`${listTexts}.legend`, { number: index + 1 })}</legend>
            {fields.filter((field) => field.listItem?.list === list.name && field.listItem.index === index).map(drawField)}
            {count > 1 && (
              <button type="button" className="button button--link" onClick={() => onItemRemoved({ list: list.name, index })}>
                {t(`${listTexts}.remove`, { number: index + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {count < (list.maxItems ?? 1) && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              view.onField({ field: list.name, value: String(count + 1) });
              // the new item's first field takes the focus
              const [first] = requestListItemFields(list, count);
              requestAnimationFrame(() => document.getElementById(focusIdOf(first ?? list))?.focus());
            }}
          >
            {t(`${listTexts}.add`)}
          </button>
        )}
      </div>
    );
  };
  return (
    <>
      <h2 className="request-flow__flow">{t(`${textsKey}.flows.${view.flow.id}`)}</h2>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={view.attempt}
        errors={view.summary.map((line) => ({
          fieldId: fieldIdOf(line.path),
          message: namedErrorText(t, line.message, line.path === null ? null : labelOf(line.path)),
        }))}
      />
      {fields.filter((field) => !field.listItem).map((field) => (field.kind === 'list' ? drawList(field) : drawField(field)))}
      {view.flow.files && (
        <FormAttachmentsField
          id={requestFieldId('files')}
          label={t(`${textsKey}.files`)}
          hint={t('forms.files.hint', { types: formatFileTypes(DECLARATION_FILE_EXTENSIONS) })}
          required={view.flow.files.isRequired}
          error={errorOf('files')}
          attachments={model.attachments}
        />
      )}
    </>
  );
}
