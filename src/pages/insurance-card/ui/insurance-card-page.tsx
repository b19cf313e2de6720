import { InsuranceCardDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { namedErrorText } from '@/shared/lib/form';
import { formatWeekday } from '@/shared/lib/format';
import { CheckboxGroupField, ErrorSummary } from '@/shared/ui/form';
import { Link } from '@/shared/routing';
import { DetailsList } from '@/shared/ui/details-list';
import { SuccessDialog } from '@/shared/ui/dialog';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $answer, $cards, $cardsStatus, $form, $holders, $isReceiptOpen, $isSaving, $myRequestsUrl, receiptClosed, requestForm, type RequestAnswer } from '../model/insurance-card-page';
import { InsuranceCardFace } from './insurance-card-face';
import './insurance-card-page.css';

const PERSONS_ID = 'insurance-card-persons';

function useAnswerText() {
  const { t } = useTranslation();
  const list = (names: string[]) =>
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${t('pages.insuranceCard.answers.and')} ${names.at(-1) ?? ''}`;
  return (answer: RequestAnswer) => {
    const date = answer.expectedDeliveryDate ? formatWeekday(answer.expectedDeliveryDate) : '';
    return { names: list(answer.accepted), date, text: t(`pages.insuranceCard.answers.${answer.outcome}`, { names: list(answer.accepted), denied: list(answer.denied), date }) };
  };
}

/** A denial: beside the form, where the user chooses again. */
function DeniedText({ answer }: { answer: RequestAnswer }) {
  const textOf = useAnswerText();
  return (
    <p className={`insurance-card__answer insurance-card__answer--${answer.outcome}`} role="status">
      {textOf(answer).text}
    </p>
  );
}

/** A card on its way (issue 33 point 7): who gets one, when it arrives, and where to find the request later. */
function ReceiptDialog({ answer }: { answer: RequestAnswer | null }) {
  const { t } = useTranslation();
  const textOf = useAnswerText();
  const { isOpen, onClose, myRequestsUrl } = useUnit({ isOpen: $isReceiptOpen, onClose: receiptClosed, myRequestsUrl: $myRequestsUrl });
  const texts = 'pages.insuranceCard.receipt';
  const shown = answer && answer.outcome !== 'denied' ? textOf(answer) : null;
  return (
    <SuccessDialog
      isOpen={isOpen && shown !== null}
      title={t(answer?.outcome === 'partially-accepted' ? `${texts}.title-partially-accepted` : `${texts}.title`)}
      closeLabel={t(`${texts}.close`)}
      onClose={() => onClose()}
      secondaryAction={
        <Link to={myRequestsUrl} className="button button--secondary">
          {t(`${texts}.myRequests`)}
        </Link>
      }
    >
      {shown && answer && (
        <>
          <p>{shown.text}</p>
          <DetailsList
            items={[
              { term: t(`${texts}.for`), description: shown.names },
              { term: t(`${texts}.delivery`), description: shown.date },
              ...answer.references.map((reference) => ({
                term: t(`${texts}.reference`, { name: reference.name }),
                description: reference.requestId,
                testId: 'insurance-card-reference',
              })),
            ]}
          />
          <p>{t(`${texts}.again`)}</p>
        </>
      )}
    </SuccessDialog>
  );
}

/** zorgpas-ehic: each person's digital card with the EHIC, its PDF, and a request for a physical card. */
export function InsuranceCardPage() {
  const { t } = useTranslation();
  const model = useUnit({
    cards: $cards,
    status: $cardsStatus,
    holders: $holders,
    form: $form,
    answer: $answer,
    isSaving: $isSaving,
    onPersons: requestForm.fieldChanged,
    onSubmit: requestForm.submitted,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!model.isSaving) model.onSubmit();
  };
  const personsError = model.form.errors.customerNumbers;
  return (
    <Page title={t('pages.insuranceCard.title')}>
      <p className="insurance-card__intro">{t('pages.insuranceCard.intro')}</p>
      {model.status === 'fail' ? (
        <p className="details-message" role="alert">
          {t('pages.insuranceCard.loadFailed')}
        </p>
      ) : model.status !== 'done' ? (
        <p className="details-message" role="status">
          {t('pages.insuranceCard.loading')}
        </p>
      ) : model.cards.length === 0 ? (
        <p className="details-message">{t('pages.insuranceCard.none')}</p>
      ) : (
        <>
          <ul className="insurance-card__list">
            {model.cards.map((card) => {
              const name = model.holders.find((holder) => holder.customerNumber === card.customerNumber)?.name ?? '';
              return (
                <li key={card.customerNumber} className="insurance-card">
                  <h2 className="insurance-card__heading">{t('pages.insuranceCard.cardsOf', { name })}</h2>
                  <InsuranceCardFace card={card} name={name} />
                  <InsuranceCardDownloadButton customerNumber={card.customerNumber} name={t('pages.insuranceCard.fileName', { name })}>
                    {t('pages.insuranceCard.download', { name })}
                  </InsuranceCardDownloadButton>
                </li>
              );
            })}
          </ul>
          <section className="insurance-card__request" aria-labelledby="insurance-card-request-title">
            <h2 id="insurance-card-request-title">{t('pages.insuranceCard.request.title')}</h2>
            <p>{t('pages.insuranceCard.request.intro')}</p>
            {model.answer?.outcome === 'denied' && <DeniedText answer={model.answer} />}
            <form className="form" noValidate onSubmit={submit} aria-labelledby="insurance-card-request-title">
              <ErrorSummary
                title={t('forms.errorSummaryTitle')}
                attempt={model.form.attempt}
                errors={model.form.summary.map((line) => ({ fieldId: `${PERSONS_ID}-0`, message: namedErrorText(t, line.message, line.path === null ? null : t('pages.insuranceCard.request.persons')) }))}
              />
              <CheckboxGroupField
                id={PERSONS_ID}
                legend={t('pages.insuranceCard.request.persons')}
                hint={t('pages.insuranceCard.request.personsHint')}
                required
                requiredText={t('forms.required')}
                optionalText={t('forms.optional')}
                error={personsError ? namedErrorText(t, personsError, t('pages.insuranceCard.request.persons')) : null}
                values={model.form.values.customerNumbers}
                onValuesChange={(customerNumbers) => model.onPersons({ field: 'customerNumbers', value: customerNumbers })}
                options={model.holders.map((holder) => ({ value: holder.customerNumber, label: holder.name }))}
              />
              <div className="wizard-actions">
                <button type="submit" className="button button--primary" aria-disabled={model.isSaving || undefined} aria-busy={model.isSaving || undefined}>
                  {model.isSaving ? t('pages.insuranceCard.request.sending') : t('pages.insuranceCard.request.submit')}
                </button>
              </div>
            </form>
          </section>
        </>
      )}
      <ReceiptDialog answer={model.answer} />
    </Page>
  );
}
