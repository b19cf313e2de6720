import type { Mutation } from '@farfetched/core';
import { createForm, createFormSubmission, serverRefusalOf, validationErrors } from '@/shared/lib/form';
import { routes } from '@/shared/routing';
import { electronicIban, validateOptionalIban } from '@portal/domain';
import type { Store } from 'effector';
import type { IbanUpdate } from '../api/update-payment-details';

/** "IBAN: spaces removed"; capitals whichever way it was typed. */
const typedIban = (iban: string) => electronicIban(iban).toUpperCase();

export interface IbanChangeConfig<SentField extends string, Result, Failure> {
  mutation: Mutation<IbanUpdate<SentField>, Result, Failure>;
  /** the name the call gives the IBAN (`iban`, `ibanReceivedByInsured`) */
  sentField: SentField;
  /** the valid notice's text key */
  notice: string;
  /** the agreement the IBAN is changed for */
  agreement: Store<{ agreementId: string } | null>;
}

/** One IBAN of the agreement changed on its own: a form with the IBAN field alone, sent to its call. */
export function createIbanChange<SentField extends string, Result, Failure>({ mutation, sentField, notice, agreement }: IbanChangeConfig<SentField, Result, Failure>) {
  const form = createForm<{ iban: string }>({
    initial: { iban: '' },
    validate: ({ iban }) => validationErrors({ iban: electronicIban(iban) === '' ? 'required-field' : validateOptionalIban(typedIban(iban)) }),
    resetOn: [routes['payment-details-edit'].opened],
  });
  const submission = createFormSubmission({
    form,
    mutation,
    source: agreement,
    canSend: (chosen) => chosen !== null,
    toParams: ({ iban }, chosen) => ({ agreementId: chosen?.agreementId ?? '', [sentField]: typedIban(iban) }) as IbanUpdate<SentField>,
    savedNotice: () => ({ messageKey: notice }),
    errorSavingKey: 'pages.paymentDetailsEdit.errorSaving',
    refusalOf: (error) => {
      const refusal = serverRefusalOf(error, { [sentField]: 'iban' });
      // the IBAN's own rules (invalid, mandate refused) belong to its field
      return refusal ? { ...refusal, field: refusal.field ?? 'iban' } : null;
    },
  });
  return { form, submission };
}

/** what the IBAN form uses of a change: its form, and whether it is being saved */
export interface IbanChange {
  form: ReturnType<typeof createIbanChange>['form'];
  submission: { $isSaving: Store<boolean> };
}
