import { createEvent, createStore } from 'effector';

/**
 * A registration that the bank identity service (iDIN, flow 0) started:
 * `Idin/process-identification` answered the person's customer number, so the
 * identity step of the registration is done and the wizard goes on from the
 * e-mail step (the username is then asked with the password).
 */
export const identifiedByBank = createEvent<{ customerNumber: string }>();
/** The registration wizard took the identification over (or it was abandoned). */
export const bankIdentificationTaken = createEvent();

export const $bankIdentifiedCustomerNumber = createStore<string | null>(null)
  .on(identifiedByBank, (_, { customerNumber }) => customerNumber)
  .reset(bankIdentificationTaken);
