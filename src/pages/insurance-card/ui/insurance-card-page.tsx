import { InsuranceCardDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { namedErrorText } from '@/shared/lib/form';
import { formatDate } from '@/shared/lib/format';
import { CheckboxGroupField, ErrorSummary } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $answer, $cards, $cardsStatus, $form, $holders, $isSaving, requestForm, type RequestAnswer } from '../model/insurance-card-page';
import { InsuranceCardFace } from './insurance-card-face';
import './insurance-card-page.css';

const PERSONS_ID = 'insurance-card-persons';

function AnswerText({ answer }: { answer: RequestAnswer }) {
  const { t } = useTranslation();
  const list = (names: string[]) =>
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${t('pages.insuranceCard.answers.and')} ${names.at(-1) ?? ''}`;
  const date = answer.expectedDeliveryDate ? formatDate(answer.expectedDeliveryDate, 'EEEE d MMMM yyyy') : '';
  return (
    <p className={`insurance-card__answer insurance-card__answer--${answer.outcome}`} role="status">
      {t(`pages.insuranceCard.answers.${answer.outcome}`, { names: list(answer.accepted), denied: list(answer.denied), date })}
    </p>
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
                  <InsuranceCardDownloadButton customerNumber={card.customerNumber}>
                    {t('pages.insuranceCard.download', { name })}
                  </InsuranceCardDownloadButton>
                </li>
              );
            })}
          </ul>
          <section className="insurance-card__request" aria-labelledby="insurance-card-request-title">
            <h2 id="insurance-card-request-title">{t('pages.insuranceCard.request.title')}</h2>
            <p>{t('pages.insuranceCard.request.intro')}</p>
            {model.answer && <AnswerText answer={model.answer} />}
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
    </Page>
  );
}
