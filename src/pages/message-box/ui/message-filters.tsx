import { useTranslation } from '@/shared/i18n';
import { CheckboxField, SelectField, yearOptions } from '@/shared/ui/form';
import { ShortName } from '@/shared/ui/short-name';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { activeFilterCount, isFiltered } from '../lib/filter-query';
import {
  $documentTypeOptions,
  $filter,
  $insuredOptions,
  $years,
  documentTypeToggled,
  filtersCleared,
  insuredToggled,
  unreadOnlyChanged,
  yearChosen,
} from '../model/message-box-page';

/** Where the filters sit beside the list (see message-box-page.css); on narrower screens they start folded. */
const SIDE_BY_SIDE = '(min-width: 56rem)';

/** Year, unread only, document types and insured person; each choice applies at once and shows in the address. */
export function MessageFilters() {
  const { t } = useTranslation();
  const model = useUnit({
    filter: $filter,
    years: $years,
    documentTypes: $documentTypeOptions,
    insured: $insuredOptions,
    onYear: yearChosen,
    onUnreadOnly: unreadOnlyChanged,
    onDocumentType: documentTypeToggled,
    onInsured: insuredToggled,
    onClear: filtersCleared,
  });
  // a phone shows the list first; the folded panel still says how many filters are set
  const [isOpen, setOpen] = useState(() => window.matchMedia(SIDE_BY_SIDE).matches);
  const activeCount = activeFilterCount(model.filter);
  return (
    <details className="message-filters" open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="message-filters__summary">
        <h2 className="message-filters__title">{t('pages.messageBox.filters.title')}</h2>
        {activeCount > 0 && <span className="message-filters__active">{t('pages.messageBox.filters.active', { count: activeCount })}</span>}
      </summary>
      <form
        className="message-filters__form"
        aria-label={t('pages.messageBox.filters.title')}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          id="message-filter-year"
          label={t('pages.messageBox.filters.year')}
          value={model.filter.year === null ? '' : String(model.filter.year)}
          onValueChange={(value) => model.onYear(value === '' ? null : Number(value))}
          placeholder={t('pages.messageBox.filters.allYears')}
          options={yearOptions(model.years)}
        />
        <CheckboxField
          id="message-filter-unread"
          label={t('pages.messageBox.filters.unreadOnly')}
          checked={model.filter.unreadOnly}
          onCheckedChange={model.onUnreadOnly}
        />
        {model.documentTypes.length > 0 && (
          <fieldset className="message-filters__group">
            <legend className="field__label">{t('pages.messageBox.filters.documentTypes')}</legend>
            {model.documentTypes.map((docType, index) => (
              <CheckboxField
                key={docType}
                id={`message-filter-type-${index}`}
                label={docType}
                checked={model.filter.documentTypes.includes(docType)}
                onCheckedChange={() => model.onDocumentType(docType)}
              />
            ))}
          </fieldset>
        )}
        {model.insured.length > 1 && (
          <fieldset className="message-filters__group">
            <legend className="field__label">{t('pages.messageBox.filters.insured')}</legend>
            {model.insured.map((person) => (
              <CheckboxField
                key={person.customerNumber}
                id={`message-filter-insured-${person.customerNumber}`}
                label={<ShortName name={person.name} />}
                checked={model.filter.insured.includes(person.customerNumber)}
                onCheckedChange={() => model.onInsured(person.customerNumber)}
              />
            ))}
          </fieldset>
        )}
        {isFiltered(model.filter) && (
          <p className="actions">
            <button type="button" className="button button--secondary" onClick={() => model.onClear()}>
              {t('pages.messageBox.filters.clear')}
            </button>
          </p>
        )}
      </form>
    </details>
  );
}
