import { savePendingBankSessionFx } from '@/entities/bank-identity';
import { hardNavigateFx } from '@/shared/routing';
import { IDIN_FLOW, validateRequiredDropdown, type IdinMode } from '@portal/domain';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { bankOptionsQuery, createSessionMutation, type BankOption } from '../api/idin-start';

export type BankChoiceError = 'bank-required';

/** The screen that shows the bank choice opened, for a login, an activation or a registration. */
export const bankChoiceOpened = createEvent<{ mode: IdinMode }>();
export const bankSelected = createEvent<string>();
export const submitted = createEvent();

export const $mode = createStore<IdinMode>('login').on(bankChoiceOpened, (_, { mode }) => mode);
export const $banks = bankOptionsQuery.$data.map((banks) => banks ?? []);
export const $areBanksLoading = bankOptionsQuery.$pending;
export const $haveBanksFailed = bankOptionsQuery.$failed;

export const $selectedIssuerId = createStore('').on(bankSelected, (_, issuerId) => issuerId).reset(bankChoiceOpened);
/** "Required dropdown: an object with at least 2 keys": the chosen option as `{ key, value }`. */
const $selectedOption = combine($banks, $selectedIssuerId, (banks, issuerId) => {
  const bank = banks.find((option) => option.issuerId === issuerId);
  return bank ? { key: bank.issuerId, value: bank.name } : null;
});

/** Increases on every submit, so the error summary takes focus again. */
export const $attempt = createStore(0).on(submitted, (attempt) => attempt + 1).reset(bankChoiceOpened);
const $wasSubmitted = createStore(false).on(submitted, () => true).reset(bankChoiceOpened);
const $error = $selectedOption.map((option): BankChoiceError | null => (validateRequiredDropdown(option) ? 'bank-required' : null));
export const $shownError = combine($error, $wasSubmitted, (error, wasSubmitted) => (wasSubmitted ? error : null));

/** From the session's creation until the browser has left for the bank. */
export const $isRedirecting = createStore(false)
  .on(createSessionMutation.started, () => true)
  .on([createSessionMutation.finished.failure, savePendingBankSessionFx.fail], () => false)
  .reset(bankChoiceOpened);

sample({ clock: bankChoiceOpened, target: bankOptionsQuery.refresh });

/** The portal's origin is read in an effect: the bank returns the user to `${origin}/callback/…`. */
const readPortalOriginFx = createEffect(() => window.location.origin);

const choiceConfirmed = sample({
  clock: submitted,
  source: { option: $selectedOption, error: $error, isRedirecting: $isRedirecting },
  filter: ({ error, isRedirecting }) => error === null && !isRedirecting,
  fn: ({ option }) => option?.key ?? '',
});

sample({ clock: choiceConfirmed, target: readPortalOriginFx });
sample({
  clock: readPortalOriginFx.doneData,
  source: { mode: $mode, bankIssuer: $selectedIssuerId },
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
