import { Skeleton } from '@/shared/ui/skeleton';
import type { GenericDocument } from '@/entities/document';
import { GenericDocumentDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { SelectField, yearOptions } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { splitDocumentName } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $documentGroups, $status, $year, $years, yearChosen } from '../model/reimbursement-documents-page';
import './reimbursement-documents-page.css';

/** "Names … are split into a prefix and a package name": the package is what tells the documents apart. */
function DocumentName({ name }: { name: string }) {
  const parts = splitDocumentName(name);
  if (!parts?.packageName) return name;
  return (
    <>
      <span className="reimbursement-documents__prefix">{parts.prefix}</span> {parts.packageName}
    </>
  );
}

function DocumentGroup({ id, title, documents }: { id: string; title: string; documents: GenericDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <section className="panel reimbursement-documents__group" aria-labelledby={id}>
      <h2 id={id} className="reimbursement-documents__title">
        {title}
      </h2>
      <ul className="reimbursement-documents__list">
        {documents.map((document) => (
          <li key={document.documentID} className="reimbursement-documents__item" data-testid="reimbursement-document">
            <GenericDocumentDownloadButton document={document}>
              <DocumentName name={document.name} />
            </GenericDocumentDownloadButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `vergoedingsdocumenten`: the policy conditions and compensation overviews of a year, to download. */
export function ReimbursementDocumentsPage() {
  const { t } = useTranslation();
  const model = useUnit({ years: $years, year: $year, status: $status, groups: $documentGroups, onYear: yearChosen });
  const isEmpty =
    model.groups.conditions.length + model.groups.compensationOverviews.length + model.groups.other.length === 0;
  return (
    <Page title={t('pages.reimbursementDocuments.title')}>
      <div className="reimbursement-documents">
        <p className="reimbursement-documents__intro">{t('pages.reimbursementDocuments.intro')}</p>
        <div className="reimbursement-documents__year">
          <SelectField
            id="reimbursement-documents-year"
            label={t('pages.reimbursementDocuments.year')}
            value={model.year === null ? '' : String(model.year)}
            onValueChange={(value) => model.onYear(Number(value))}
            options={yearOptions(model.years)}
          />
        </div>
        <p role="status" className="reimbursement-documents__status">
          {model.status === 'loading' && t('pages.reimbursementDocuments.loading')}
          {model.status === 'ready' && isEmpty && model.year !== null && t('pages.reimbursementDocuments.none', { year: model.year })}
        </p>
        {model.status === 'loading' && <Skeleton lines={5} />}
        {model.status === 'failed' && <p className="form-message">{t('pages.reimbursementDocuments.failed')}</p>}
        {model.status === 'ready' && (
          <>
            <DocumentGroup id="reimbursement-conditions" title={t('pages.reimbursementDocuments.conditions')} documents={model.groups.conditions} />
            <DocumentGroup
              id="reimbursement-overviews"
              title={t('pages.reimbursementDocuments.compensationOverviews')}
              documents={model.groups.compensationOverviews}
            />
            <DocumentGroup id="reimbursement-other" title={t('pages.reimbursementDocuments.other')} documents={model.groups.other} />
          </>
        )}
      </div>
    </Page>
  );
}
