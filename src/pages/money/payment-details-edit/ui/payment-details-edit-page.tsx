import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { DetailsSection } from '@/shared/ui/details-list';
import { ErrorSummary, RadioGroupField } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import {
  ibanInGroupsOfFour,
  isPaymentTerm,
  MAIL_INVOICE_COST,
  PAYMENT_DETAILS_EDIT_SECTIONS as SECTIONS,
  PAYMENT_TERM_MONTHS,
  paymentTermDiscount,
  premiumPerTerm,
} from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import {
  $details,
  $insuredNotShownCount,
  $methods,
  $monthlyPremium,
  $schedule,
  $status,
  $termBlockedReason,
  methodForm,
  methodSubmission,
  premiumIbanChange,
  reimbursementIbanChange,
} from '../model/payment-details-edit-page';
import { IbanForm } from './iban-form';
import { useSectionOfAddress } from './use-section-of-address';
import './payment-details-edit-page.css';

const PREFIX = 'pages.paymentDetailsEdit';
const METHOD_FIELDS = { paymentMethod: 'payment-method-0', paymentTerm: 'payment-term-0' };

function MethodForm() {
  const { t } = useTranslation();
  const model = useUnit({
    details: $details,
    methods: $methods,
    blocked: $termBlockedReason,
    monthlyPremium: $monthlyPremium,
    insuredNotShownCount: $insuredNotShownCount,
    values: methodForm.$values,
    isSaving: methodSubmission.$isSaving,
    onField: methodForm.fieldChanged,
    onSubmit: methodForm.submitted,
  });
  const errors = useFormErrors(methodForm, METHOD_FIELDS, {
    labelOf: (path) => (path === 'paymentTerm' ? t(`${PREFIX}.term`) : t(`${PREFIX}.method`)),
  });
  if (!model.details) return null;
  const details = model.details;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const chosen = model.values.paymentMethod;
  const methodHint = (method: string) =>
    t(`${PREFIX}.methodHints.${method}`, { iban: ibanInGroupsOfFour(details.ibanPayedByInsured), cost: formatMoney(MAIL_INVOICE_COST) });
  const termName = (term: number) => t(`${PREFIX}.terms.${term}`);
  const discountText = (term: number) => {
    const discount = paymentTermDiscount(details, term);
    const discountPart = discount ? t(`${PREFIX}.termDiscount`, { discount: discount.toLocaleString('nl-NL') }) : t(`${PREFIX}.termNoDiscount`);
    if (model.monthlyPremium === null || !isPaymentTerm(term)) return discountPart;
    const premium = formatMoney(premiumPerTerm(model.monthlyPremium, term, discount ?? 0));
    const inlineDiscount = discount ? discountPart : t(`${PREFIX}.termNoDiscountInline`);
    return t(`${PREFIX}.termPremium`, { premium, term: t(`${PREFIX}.termUnits.${term}`), discount: inlineDiscount });
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t(`${PREFIX}.methodForm`)}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <RadioGroupField
        id="payment-method"
        legend={t(`${PREFIX}.method`)}
        hint={model.methods.includes('DirectDebit') ? undefined : t(`${PREFIX}.noKnownIban`)}
        value={chosen}
        onValueChange={(value) => model.onField({ field: 'paymentMethod', value })}
        error={errors.errorOf('paymentMethod')}
        options={model.methods.map((method) => ({ value: method, label: t(`${PREFIX}.methods.${method}`), hint: methodHint(method) }))}
      />
      {chosen === 'DirectDebit' && details.paymentMethod !== 'DirectDebit' && (
        <section className="payment-edit__notice" aria-labelledby="payment-mandate-title" data-testid="mandate-text">
          <h3 id="payment-mandate-title">{t(`${PREFIX}.mandateTitle`)}</h3>
          <p>{t(`${PREFIX}.mandate`)}</p>
        </section>
      )}
      {chosen === 'iDeal' && details.paymentMethod !== 'iDeal' && (
        <p className="payment-edit__notice" data-testid="ideal-digital">
          {t(`${PREFIX}.idealDigital`)}
        </p>
      )}
      {model.blocked ? (
        <div>
          <p>{t(`${PREFIX}.termCurrent`, { term: termName(details.paymentTerm) })}</p>
          <p className="payment-edit__notice" data-testid="term-blocked">
            {t(`${PREFIX}.termBlocked.${model.blocked}`)}
          </p>
        </div>
      ) : (
        <RadioGroupField
          id="payment-term"
          legend={t(`${PREFIX}.term`)}
          hint={model.monthlyPremium !== null && model.insuredNotShownCount > 0 ? t(`${PREFIX}.termWithoutNotShown`, { count: model.insuredNotShownCount }) : undefined}
          value={model.values.paymentTerm}
          onValueChange={(value) => model.onField({ field: 'paymentTerm', value })}
          error={errors.errorOf('paymentTerm')}
          options={PAYMENT_TERM_MONTHS.map((term) => ({ value: String(term), label: termName(term), hint: discountText(term) }))}
        />
      )}
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isSaving} aria-busy={model.isSaving}>
          {model.isSaving ? t(`${PREFIX}.saving`) : t(`${PREFIX}.save`)}
        </button>
      </p>
    </form>
  );
}

/**
 * `betaalgegevens-wijzigen/{agreementId}`: the payment method and term, the IBAN paid from and the one paid to, each
 * saved on its own. Each section's id is the fragment the overview's change link names (`#rekeningnummer-premie`).
 */
export function PaymentDetailsEditPage() {
  const { t } = useTranslation();
  const model = useUnit({ status: $status, schedule: $schedule, details: $details, termBlocked: $termBlockedReason });
  useSectionOfAddress(model.status === 'ready');
  return (
    <Page title={t(`${PREFIX}.title`)}>
      <div className="payment-edit">
        <p className="payment-edit__intro">{t(`${PREFIX}.intro`)}</p>
        {model.status === 'loading' && <p role="status">{t(`${PREFIX}.loading`)}</p>}
        {model.status === 'failed' && <p className="form-message">{t(`${PREFIX}.failed`)}</p>}
        {model.status === 'not-found' && <p className="form-message">{t(`${PREFIX}.notFound`)}</p>}
        {model.status === 'ended' && <p className="form-message">{t(`${PREFIX}.ended`)}</p>}
        {model.status === 'ready' && (
          <>
            <DetailsSection id={SECTIONS.method} focusableTitle title={t(`${PREFIX}.methodForm`)}>
              {/* only the method and term wait for a date (spec 02: "Payment changes before the 10th apply the next month"); a new account number counts at once */}
              {model.schedule && (
                <p className="payment-edit__intro" data-testid="applies-from">
                  {t(model.termBlocked ? `${PREFIX}.methodAppliesFrom` : `${PREFIX}.appliesFrom`, { appliesFrom: formatDay(model.schedule.appliesFrom), firstCollection: formatDay(model.schedule.firstCollection) })}
                </p>
              )}
              <MethodForm />
            </DetailsSection>
            <DetailsSection id={SECTIONS.ibanPayedByInsured} focusableTitle title={t(`${PREFIX}.ibanForm`)}>
              <IbanForm
                change={premiumIbanChange}
                fieldId="payment-iban"
                current={model.details?.ibanPayedByInsured}
                texts={{ form: 'ibanForm', label: 'iban', save: 'saveIban' }}
              />
            </DetailsSection>
            <DetailsSection id={SECTIONS.ibanReceivedByInsured} focusableTitle title={t(`${PREFIX}.reimbursementIbanForm`)}>
              {/* the account reimbursements are paid to: UpdatePaymentDetails with `ibanReceivedByInsured` (issue 33 point 14) */}
              <IbanForm
                change={reimbursementIbanChange}
                fieldId="reimbursement-iban"
                current={model.details?.ibanReceivedByInsured}
                texts={{ form: 'reimbursementIbanForm', label: 'reimbursementIban', save: 'saveReimbursementIban', unknown: 'reimbursementIbanUnknown' }}
              />
            </DetailsSection>
          </>
        )}
        {/* under the three forms, whose height their answers decide: placed with them, so that it does not move when they come */}
        {model.status !== 'loading' && (
          <p>
            <Link to={routeUrl('payment-details')}>{t(`${PREFIX}.back`)}</Link>
          </p>
        )}
      </div>
    </Page>
  );
}
