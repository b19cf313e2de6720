import { savePendingBankSessionFx } from '@/entities/bank-identity';
import { hardNavigateFx } from '@/shared/routing';
import { createForm, validationErrors } from '@/shared/lib/form';
import { IDIN_FLOW, validateRequiredDropdown, type IdinMode } from '@portal/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { bankOptionsQuery, createSessionMutation, type BankOption } from '../api/idin-start';

/** The screen that shows the bank choice opened, for a login, an activation or a registration. */
export const bankChoiceOpened = createEvent<{ mode: IdinMode }>();

export const $mode = createStore<IdinMode>('login').on(bankChoiceOpened, (_, { mode }) => mode);
export const $banks = bankOptionsQuery.$data.map((banks) => banks ?? []);
export const $areBanksLoading = bankOptionsQuery.$pending;
export const $haveBanksFailed = bankOptionsQuery.$failed;

/** "Required dropdown: an object with at least 2 keys": the chosen option as `{ key, value }`. */
const optionOf = (banks: BankOption[], issuerId: string) => {
  const bank = banks.find((option) => option.issuerId === issuerId);
  return bank ? { key: bank.issuerId, value: bank.name } : null;
};

export const bankChoiceForm = createForm<{ issuerId: string }, BankOption[]>({
  initial: { issuerId: '' },
  extra: $banks,
  validate: ({ issuerId }, banks) =>
    validationErrors({ issuerId: validateRequiredDropdown(optionOf(banks, issuerId)) ? 'features.idinStart.errors.bank-required' : null }),
  resetOn: [bankChoiceOpened],
});

/** From the session's creation until the browser has left for the bank. */
export const $isRedirecting = createStore(false)
  .on(createSessionMutation.started, () => true)
  .on([createSessionMutation.finished.failure, savePendingBankSessionFx.fail], () => false)
  .reset(bankChoiceOpened);

// the bank list is the same for either mode: no parameters, so a second opening takes the list it has
sample({ clock: bankChoiceOpened, fn: () => undefined, target: bankOptionsQuery.refresh });

/** The portal's origin is read in an effect: the bank returns the user to `${origin}/callback/…`. */
const readPortalOriginFx = createEffect(() => window.location.origin);

const choiceConfirmed = sample({
  clock: bankChoiceForm.validSubmitted,
  source: $isRedirecting,
  filter: (isRedirecting) => !isRedirecting,
  fn: (_, { issuerId }) => issuerId,
});

sample({ clock: choiceConfirmed, target: readPortalOriginFx });
sample({
  clock: readPortalOriginFx.doneData,
  source: { mode: $mode, bankIssuer: bankChoiceForm.$values.map(({ issuerId }) => issuerId) },
  fn: ({ mode, bankIssuer }, clientBaseUrl) => ({ iDINFlow: IDIN_FLOW[mode], bankIssuer, clientBaseUrl }),
  target: createSessionMutation.start,
});

// The client code waits in its cookie for the bank's return; then off to the bank.
sample({
  clock: createSessionMutation.finished.success,
  source: $mode,
  fn: (mode, { result }) => ({ clientCode: result.clientCode, sessionLifetime: result.sessionLifetime, mode }),
  target: savePendingBankSessionFx,
});
const $bankPageUrl = createStore<string | null>(null)
  .on(createSessionMutation.finished.success, (_, { result }) => result.redirectUrl)
  .reset(bankChoiceOpened);
sample({
  clock: savePendingBankSessionFx.done,
  source: $bankPageUrl,
  filter: Boolean,
  fn: (url) => ({ url, replace: false }),
  target: hardNavigateFx,
});

export type { BankOption };
