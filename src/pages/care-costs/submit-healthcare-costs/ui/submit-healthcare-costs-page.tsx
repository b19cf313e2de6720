import { InsuredPersonPicker } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { namedErrorText, type FormMessage } from '@/shared/lib/form';
import { formatCountryName, formatCurrencyAmount, formatFileSize, formatFileTypes, formatMoney, formatWeekday } from '@/shared/lib/format';
import { FormAttachmentsField, useFileErrorTargets } from '@/shared/ui/attachments-field';
import { ErrorSummary, RadioGroupField } from '@/shared/ui/form';
import { SuccessDialog } from '@/shared/ui/dialog';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { routeUrl, Link } from '@/shared/routing';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { StepIndicator, SummaryFiles, SummaryList, WizardActions, WizardConfirmations, useWizardStep } from '@/shared/ui/wizard';
import { DECLARATION_FILE_EXTENSIONS, DECLARATION_KINDS, parseMoney } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import {
  $euroEstimate,
  $files,
  $handledBy,
  $isIbanUnknown,
  $receipt,
  $transportTotal,
  $ownCarRides,
  $isOwnCarTransport,
  $isLoading,
  $isSaving,
  $personsStatus,
  attachments,
  declarationForm,
  detailsForm,
  fieldChanged,
  filesForm,
  leaveGuard,
  person,
  receiptClosed,
  sendClicked,
  wizard,
} from '../model/submit-healthcare-costs-page';
import { DetailsStep } from './details-step';
import { estimateValues } from './euro-estimate';
import { fieldId, fieldLabelOf, summaryTargetOf } from './field-ids';
import './submit-healthcare-costs-page.css';

type StepName = (typeof wizard.steps)[number];

/** An error in the words of the kit's rule, naming its field by the label the step shows. */
function useErrorText() {
  const { t } = useTranslation();
  const kind = useUnit(declarationForm.$values).kind;
  const fileErrors = useFileErrorTargets(attachments, fieldId('files'));
  return (message: FormMessage | undefined, path: string | null) =>
    message ? namedErrorText(t, message, path === null ? null : (fileErrors.labelOf(path) ?? fieldLabelOf(t, path, kind))) : null;
}

/** "No IBAN known" (spec 02 §8), before the user starts: the bill can be sent, the payout needs an account. */
function NoIbanNotice() {
  const { t } = useTranslation();
  const isIbanUnknown = useUnit($isIbanUnknown);
  if (!isIbanUnknown) return null;
  return (
    <div className="submit-declaration__no-iban" role="note">
      <p>{t('pages.submitHealthcareCosts.noIban')}</p>
      <p>
        <Link to={routeUrl('payment-details')}>{t('pages.submitHealthcareCosts.noIbanLink')}</Link>
      </p>
    </div>
  );
}

/** The success popup: what was sent, by when it is handled, where the payout goes. */
function ReceiptDialog() {
  const { t } = useTranslation();
  const { receipt, onClose } = useUnit({ receipt: $receipt, onClose: receiptClosed });
  const texts = 'pages.submitHealthcareCosts.receipt';
  return (
    <SuccessDialog isOpen={receipt !== null} title={t(`${texts}.title`)} closeLabel={t(`${texts}.close`)} onClose={() => onClose()}>
      {receipt && (
        <>
          <p>{t(`${texts}.number`, { number: receipt.declarationId })}</p>
          <p>{t(`${texts}.handledBy`, { date: formatWeekday(receipt.handledBy) })}</p>
          {receipt.payoutAccountEnding === null ? (
            <p>{t(`${texts}.noPayoutAccount`)}</p>
          ) : receipt.payoutAccountEnding !== undefined ? (
            <p>{t(`${texts}.payoutTo`, { ending: receipt.payoutAccountEnding })}</p>
          ) : null}
          <p>{t(`${texts}.keepOriginal`)}</p>
        </>
      )}
    </SuccessDialog>
  );
}

/** Step 1: who the bill is for and what kind of costs. */
function KindStep() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const model = useUnit({
    values: declarationForm.$values,
    errors: declarationForm.$shownErrors,
    persons: person.$persons,
    chosen: person.$chosenCustomerNumber,
    onPerson: person.personChosen,
    onField: fieldChanged,
  });
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  return (
    <>
      <InsuredPersonPicker
        id={fieldId('customerNumber')}
        legend={t('pages.submitHealthcareCosts.person')}
        hint={t('pages.submitHealthcareCosts.personHint')}
        bornOn={(date) => t('pages.submitHealthcareCosts.bornOn', { date })}
        onlyPerson={(name) => t('pages.submitHealthcareCosts.onlyPerson', { name })}
        error={errorText(model.errors['customerNumber'], 'customerNumber')}
        persons={model.persons}
        value={model.chosen}
        onValueChange={model.onPerson}
      />
      <RadioGroupField
        id={fieldId('kind')}
        legend={t('pages.submitHealthcareCosts.kind')}
        required
        {...marker}
        error={errorText(model.errors['kind'], 'kind')}
        value={model.values.kind}
        onValueChange={(value) => model.onField({ field: 'kind', value: value as (typeof DECLARATION_KINDS)[number] })}
        options={DECLARATION_KINDS.map((kind) => ({ value: kind, label: t(`pages.submitHealthcareCosts.kinds.${kind}`) }))}
      />
      <p className="submit-declaration__paper">{t('pages.submitHealthcareCosts.paperRoute')}</p>
    </>
  );
}

/** Step 3: the bill itself, checked for readability right after choosing. */
function FilesStep() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { errors, isOwnCar } = useUnit({ errors: filesForm.$shownErrors, isOwnCar: $isOwnCarTransport });
  return (
    <FormAttachmentsField
      id={fieldId('files')}
      label={t('pages.submitHealthcareCosts.files')}
      hint={t(isOwnCar ? 'pages.submitHealthcareCosts.filesHintOwnCar' : 'pages.submitHealthcareCosts.filesHint', { types: formatFileTypes(DECLARATION_FILE_EXTENSIONS) })}
      required
      error={errorText(errors['files'], 'files')}
      attachments={attachments}
    />
  );
}

// another currency as the list and the detail write it ('USD 2.400,00', not Intl's 'US$')
const money = (value: string, currency = 'EUR') =>
  currency === 'EUR' ? formatMoney(parseMoney(value) ?? 0) : formatCurrencyAmount(parseMoney(value) ?? 0, currency);

/** Step 4: every answer, with a link back to its step. */
function SummaryStep() {
  const { t } = useTranslation();
  const model = useUnit({
    values: declarationForm.$values,
    chosen: person.$chosenPerson,
    files: attachments.$attachments,
    estimate: $euroEstimate,
    transportTotal: $transportTotal,
    ownCarRides: $ownCarRides,
    onStep: wizard.stepChosen,
  });
  const { values } = model;
  const label = (key: string, options?: Record<string, string | number>) => t(`pages.submitHealthcareCosts.${key}`, options);
  const change = (step: StepName, path: string) => () => {
    model.onStep(step);
    requestAnimationFrame(() => document.getElementById(summaryTargetOf(path))?.focus());
  };
  const row = (key: 'person' | 'kind' | 'details' | 'files', description: ReactNode, step: StepName, path: string) => ({
    term: label(`summary.${key}`),
    description,
    changeText: t('forms.wizard.change', { what: label(`what.${key}`) }),
    onChange: change(step, path),
  });
  const lines: string[] =
    values.kind === 'transport'
      ? [
          label(`treatmentTypes.${values.treatmentType}`),
          `${values.travelFrom} – ${values.travelTo}`,
          label('tripsCount', { count: values.trips.length }),
          // issue 33: the summary lists each ride
          ...values.trips.map((trip, index) => {
            const ownCar = model.ownCarRides?.[index];
            const ride = {
              number: index + 1,
              date: trip.date,
              direction: label(trip.direction === 'return' ? 'return' : 'oneWay').toLowerCase(),
              amount: ownCar ? formatMoney(ownCar.amount ?? 0) : money(trip.amount),
              kilometres: ownCar?.kilometres ?? 0,
            };
            const line = label(ownCar ? 'summaryRideOwnCar' : 'summaryRide', ride);
            return trip.extraCostType === ''
              ? line
              : label('summaryRideExtra', { ride: line, type: label(`extraCostTypes.${trip.extraCostType}`).toLowerCase(), amount: money(trip.extraCostAmount) });
          }),
          label('transportTotal', { amount: formatMoney(model.transportTotal ?? 0) }),
        ]
      : [
          values.kind === 'abroad' ? formatCountryName(values.country) : label(`careTypes.${values.careType}`),
          values.lastTreatmentDate ? `${values.treatmentDate} – ${values.lastTreatmentDate}` : values.treatmentDate,
          values.careProvider,
          money(values.amount, values.kind === 'abroad' ? values.currency : 'EUR'),
          ...(model.estimate ? [label('euroEstimate', estimateValues(model.estimate))] : []),
          values.treatmentInfo,
        ];
  return (
    <>
      <p>{label('summaryIntro')}</p>
      <SummaryList
        rows={[
          row('person', model.chosen?.name ?? '', 'soort', 'customerNumber'),
          row('kind', values.kind ? label(`kinds.${values.kind}`) : '', 'soort', 'kind'),
          row(
            'details',
            <ul className="summary-list__files">
              {lines.filter(Boolean).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>,
            'gegevens',
            values.kind === 'transport' ? 'treatmentType' : values.kind === 'abroad' ? 'country' : 'careType',
          ),
          row('files', <SummaryFiles files={model.files} />, 'bijlagen', 'files'),
        ]}
      />
    </>
  );
}

function StepErrors() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileErrors = useFileErrorTargets(attachments, fieldId('files'));
  const model = useUnit({
    step: wizard.$step,
    kindSummary: declarationForm.$summary,
    kindAttempt: declarationForm.$attempt,
    detailsSummary: detailsForm.$summary,
    detailsAttempt: detailsForm.$attempt,
    filesSummary: filesForm.$summary,
    filesAttempt: filesForm.$attempt,
  });
  const current =
    model.step === 'gegevens'
      ? { summary: model.detailsSummary, attempt: model.detailsAttempt }
      : model.step === 'bijlagen'
        ? { summary: model.filesSummary, attempt: model.filesAttempt }
        : { summary: model.kindSummary, attempt: model.kindAttempt };
  return (
    <ErrorSummary
      title={t('pages.submitHealthcareCosts.stepFailed')}
      attempt={current.attempt}
      errors={current.summary.flatMap((line) => {
        const message = errorText(line.message, line.path);
        return message ? [{ fieldId: fileErrors.fieldIdOf(line.path) ?? summaryTargetOf(line.path), message }] : [];
      })}
    />
  );
}

/** indienen-zorgkosten: declaring a bill in four steps (who and what, the details, the files, the summary). */
export function SubmitHealthcareCostsPage() {
  const { t } = useTranslation();
  const model = useUnit({
    isSaving: $isSaving,
    isChecking: attachments.$isChecking,
    files: $files,
    handledBy: $handledBy,
    status: $personsStatus,
    isLoading: $isLoading,
    onSend: sendClicked,
  });
  const { step, position, stepText, stepNames, submit, onBack, onCancel } = useWizardStep(wizard, (name) => t(`pages.submitHealthcareCosts.steps.${name}`), model.onSend);
  const isBusy = model.isSaving || model.isChecking;
  const totalSize = model.files.reduce((total, attachment) => total + attachment.size, 0);
  return (
    <Page title={t('pages.submitHealthcareCosts.title')}>
      {model.handledBy && <p className="submit-declaration__intro">{t('pages.submitHealthcareCosts.intro', { date: formatWeekday(model.handledBy) })}</p>}
      {model.isLoading ? (
        <Skeleton label={t('pages.submitHealthcareCosts.loading')} lines={8} />
      ) : (
        <>
          <NoIbanNotice />
          <StepIndicator text={stepText} steps={stepNames} current={position.number} />
          {model.status === 'fail' ? (
            <p className="details-message" role="alert">
              {t('pages.submitHealthcareCosts.loadFailed')}
            </p>
          ) : (
            <form className="form submit-declaration" noValidate onSubmit={submit} aria-label={stepText}>
              <StepErrors />
              {step === 'soort' && <KindStep />}
              {step === 'gegevens' && <DetailsStep />}
              {step === 'bijlagen' && <FilesStep />}
              {step === 'controle' && <SummaryStep />}
              {model.isSaving && model.files.length > 0 && (
                <UploadProgress text={t('forms.files.sending', { count: model.files.length, size: formatFileSize(totalSize) })} />
              )}
              <WizardActions
                position={position}
                isBusy={isBusy}
                isSaving={model.isSaving}
                sendText={t('pages.submitHealthcareCosts.send')}
                sendingText={t('pages.submitHealthcareCosts.sending')}
                onCancel={() => onCancel()}
                onBack={() => onBack()}
              />
            </form>
          )}
        </>
      )}
      <ReceiptDialog />
      <WizardConfirmations wizard={wizard} leaveGuard={leaveGuard} />
    </Page>
  );
}
