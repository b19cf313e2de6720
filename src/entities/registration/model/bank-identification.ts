import { createEvent, createStore } from 'effector';

/** A registration that passed its identity check: the later steps need its token (issue 13 item 8). */
export interface StartedRegistration {
  customerNumber: string;
  /** the bearer of every later CreateAccount step: they belong to the client that passed the check */
  registrationToken: string;
}

/**
 * A registration that the bank identity service (iDIN, flow 0) started:
 * `Idin/process-identification` answered the person's customer number and
 * the registration's token, so the identity step of the registration is done
 * and the wizard goes on from the e-mail step (the username is then asked
 * with the password).
 */
export const identifiedByBank = createEvent<StartedRegistration>();
/** The registration wizard took the identification over (or it was abandoned). */
export const bankIdentificationTaken = createEvent();

export const $bankIdentification = createStore<StartedRegistration | null>(null)
  .on(identifiedByBank, (_, started) => started)
  .reset(bankIdentificationTaken);
