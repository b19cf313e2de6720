import { agreementsByRoleAndFilterQuery, paymentDetailsQuery, type AgreementByRole, type AgreementKey, type PaymentDetails } from '@/entities/agreement';
import { $permissions } from '@/entities/session';
import { routes } from '@/shared/routing';
import { PAYMENT_DETAILS_AGREEMENTS } from '../config/agreement-filter';
import { mayEditPaymentDetails } from '@portal/domain';
import { combine, createEffect, createStore, sample } from 'effector';

const route = routes['payment-details'];

sample({ clock: route.opened, fn: () => PAYMENT_DETAILS_AGREEMENTS, target: agreementsByRoleAndFilterQuery.start });
sample({ clock: route.closed, target: agreementsByRoleAndFilterQuery.reset });

/** Each agreement's payment details are asked for on their own (GET Agreement/GetPaymentDetails per agreement). */
export const askEachAgreementFx = createEffect((agreements: AgreementKey[]) => {
  for (const { agreementId, contractCode } of agreements) paymentDetailsQuery.start({ agreementId, contractCode });
});

sample({
  clock: agreementsByRoleAndFilterQuery.finished.success,
  source: route.$isOpened,
  filter: Boolean,
  fn: (_, { result }) => result.map(({ agreementId, contractCode }) => ({ agreementId, contractCode })),
  target: askEachAgreementFx,
});

type DetailsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; details: PaymentDetails };

/** Per agreement id: its payment details as they come in. */
export const $detailsByAgreement = createStore<Record<string, DetailsState>>({})
  .on(askEachAgreementFx, (_, agreements) => Object.fromEntries(agreements.map(({ agreementId }) => [agreementId, { status: 'loading' as const }])))
  .on(paymentDetailsQuery.finished.success, (state, { params, result }) => ({ ...state, [params.agreementId]: { status: 'ready', details: result } }))
  .on(paymentDetailsQuery.finished.failure, (state, { params }) => ({ ...state, [params.agreementId]: { status: 'failed' } }))
  .reset(route.closed);

export interface AgreementPaymentDetails {
  agreement: Pick<AgreementByRole, 'agreementId' | 'agreementIdNumber' | 'contractCode'>;
  state: DetailsState;
  /** "an edit entry per agreement only with mayUpdatePaymentDetails"; an ended agreement is read-only */
  mayEdit: boolean;
}

export const $agreements = combine(
  agreementsByRoleAndFilterQuery.$data,
  $detailsByAgreement,
  $permissions,
  (agreements, details, permissions): AgreementPaymentDetails[] =>
    (agreements ?? []).map((agreement) => {
      const state = details[agreement.agreementId] ?? { status: 'loading' };
      return {
        agreement,
        state,
        mayEdit: state.status === 'ready' && mayEditPaymentDetails(state.details, permissions.mayUpdatePaymentDetails),
      };
    }),
);

export type PageStatus = 'loading' | 'failed' | 'ready';
export const $status = combine(
  agreementsByRoleAndFilterQuery.$pending,
  agreementsByRoleAndFilterQuery.$failed,
  agreementsByRoleAndFilterQuery.$data,
  (pending, failed, data): PageStatus => (failed ? 'failed' : pending || data === null ? 'loading' : 'ready'),
);
