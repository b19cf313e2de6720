import type { PaymentDetails } from '@/entities/agreement';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { DetailsList, DetailsSection } from '@/shared/ui/details-list';
import { Page } from '@/shared/ui/page';
import { directDebitMandateState, ibanInGroupsOfFour, PAYMENT_DETAILS_EDIT_SECTIONS, PAYMENT_METHODS, paymentTermDiscount } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $agreements, $status, type AgreementPaymentDetails } from '../model/payment-details-page';
import './payment-details-page.css';

const PREFIX = 'pages.paymentDetails';

function useMethodName() {
  const { t } = useTranslation();
  return (method: string) => (Object.hasOwn(PAYMENT_METHODS, method) ? t(`${PREFIX}.methods.${method}`) : method);
}

function Details({ details }: { details: PaymentDetails }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  const discount = paymentTermDiscount(details, details.paymentTerm);
  const iban = (value: string | null) => ibanInGroupsOfFour(value) || t(`${PREFIX}.ibanUnknown`);
  const scheduled = details.scheduledChange;
  return (
    <>
      <h3 className="payment-details__group">{t(`${PREFIX}.premium`)}</h3>
      {scheduled && (
        <p className="payment-details__scheduled" data-testid="scheduled-payment-change">
          {t(`${PREFIX}.scheduledChange`, {
            effectiveFrom: formatDay(scheduled.effectiveFrom),
            method: t(`${PREFIX}.methodsInSentence.${scheduled.previousPaymentMethod}`, { defaultValue: methodName(scheduled.previousPaymentMethod) }),
            term: t(`${PREFIX}.termsInSentence.${scheduled.previousPaymentTerm}`, { defaultValue: String(scheduled.previousPaymentTerm) }),
          })}
        </p>
      )}
      <DetailsList
        items={[
          { term: t(`${PREFIX}.paymentMethod`), description: methodName(details.paymentMethod), testId: 'payment-method' },
          {
            term: t(`${PREFIX}.paymentTerm`),
            description: t(`${PREFIX}.terms.${details.paymentTerm}`, { defaultValue: String(details.paymentTerm) }),
            testId: 'payment-term',
          },
          {
            term: t(`${PREFIX}.discount`),
            description: discount ? t(`${PREFIX}.discountValue`, { discount: discount.toLocaleString('nl-NL') }) : t(`${PREFIX}.noDiscount`),
          },
          { term: t(`${PREFIX}.ibanPayedByInsured`), description: iban(details.ibanPayedByInsured), testId: 'iban-payed' },
          {
            term: t(`${PREFIX}.mandate`),
            description: t(`${PREFIX}.mandates.${directDebitMandateState(details)}`, { effectiveFrom: scheduled ? formatDay(scheduled.effectiveFrom) : '' }),
            testId: 'mandate',
          },
          { term: t(`${PREFIX}.ibanReceivedByInsured`), description: iban(details.ibanReceivedByInsured), testId: 'iban-received' },
        ]}
      />
      <h3 className="payment-details__group">{t(`${PREFIX}.excess`)}</h3>
      <DetailsList
        items={[
          { term: t(`${PREFIX}.paymentMethodExcess`), description: methodName(details.paymentMethodExcess) },
          { term: t(`${PREFIX}.ibanExcess`), description: iban(details.ibanExcess) },
          { term: t(`${PREFIX}.excessLimit`), description: formatMoney(details.excessLimit), testId: 'excess-limit' },
        ]}
      />
    </>
  );
}

/**
 * What can be changed on the edit page, each a link that says what it changes (issue 33 point 14) and names its
 * section of the edit page (`#rekeningnummer-vergoedingen`), which that page scrolls to and focuses.
 */
const CHANGES = ['method', 'ibanPayedByInsured', 'ibanReceivedByInsured'] as const;

function ChangeLinks({ entry }: { entry: AgreementPaymentDetails }) {
  const { t } = useTranslation();
  const number = entry.agreement.agreementIdNumber;
  const pathname = routeUrl('payment-details-edit', { agreementId: entry.agreement.agreementId });
  return (
    <ul className="payment-details__changes" data-testid="payment-details-changes">
      {CHANGES.map((change) => {
        const text = t(`${PREFIX}.changes.${change}`);
        return (
          <li key={change}>
            {/* the visible sentence first, then which agreement: the name holds the words a speech user says */}
            <Link to={{ pathname, hash: PAYMENT_DETAILS_EDIT_SECTIONS[change] }} aria-label={t(`${PREFIX}.changeFor`, { change: text, number })}>
              {text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function AgreementDetails({ entry }: { entry: AgreementPaymentDetails }) {
  const { t } = useTranslation();
  const number = entry.agreement.agreementIdNumber;
  return (
    <DetailsSection id={`agreement-${entry.agreement.agreementId}`} title={t(`${PREFIX}.agreement`, { number })}>
      {entry.state.status === 'loading' && <p role="status">{t(`${PREFIX}.loading`)}</p>}
      {entry.state.status === 'failed' && <p className="form-message">{t(`${PREFIX}.failed`)}</p>}
      {entry.state.status === 'ready' && (
        <>
          {entry.state.details.hasAgreementEnded && <p className="payment-details__ended">{t(`${PREFIX}.ended`)}</p>}
          <Details details={entry.state.details} />
        </>
      )}
      {entry.mayEdit && <ChangeLinks entry={entry} />}
    </DetailsSection>
  );
}

/** `betaal-en-rekeninggegevens`: per agreement how the premium and the excess are paid, with the change entry. */
export function PaymentDetailsPage() {
  const { t } = useTranslation();
  const model = useUnit({ status: $status, agreements: $agreements });
  return (
    <Page title={t(`${PREFIX}.title`)}>
      <div className="payment-details">
        <p className="payment-details__intro">{t(`${PREFIX}.intro`)}</p>
        {model.status === 'loading' && <p role="status">{t(`${PREFIX}.loading`)}</p>}
        {model.status === 'failed' && <p className="form-message">{t(`${PREFIX}.failed`)}</p>}
        {model.status === 'ready' && model.agreements.length === 0 && <p>{t(`${PREFIX}.none`)}</p>}
        {model.agreements.map((entry) => (
          <AgreementDetails key={entry.agreement.agreementId} entry={entry} />
        ))}
      </div>
    </Page>
  );
}
