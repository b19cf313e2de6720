import type { CustomerDetails } from '@/entities/customer';
import { createForm, createFormSubmission, serverRefusalOf, type FormErrors } from '@/shared/lib/form';
import { createEvent, createStore, sample } from 'effector';
import { updateCustomerMutation } from '../api/update-customer';
import {
  PERSONAL_DETAILS_FIELDS,
  toCustomerUpdate,
  validatePersonalDetails,
  type PersonalDetailsField,
  type PersonalDetailsValues,
} from './validation';

interface EditedPerson {
  customerNumber: string;
  country: string;
  isAccountHolder: boolean;
}

/** The page hands over the person's current details; the form starts from them. */
export const formOpened = createEvent<{ details: CustomerDetails; isAccountHolder: boolean }>();
export const formClosed = createEvent();

const EMPTY = Object.fromEntries(PERSONAL_DETAILS_FIELDS.map((field) => [field, ''])) as PersonalDetailsValues;

export const $person = createStore<EditedPerson | null>(null)
  .on(formOpened, (_, { details, isAccountHolder }) => ({
    customerNumber: details.customerNumber,
    country: details.address.country,
    isAccountHolder,
  }))
  .reset(formClosed);

export const personalDetailsForm = createForm<PersonalDetailsValues, EditedPerson | null>({
  initial: EMPTY,
  extra: $person,
  validate: (values, person) => {
    if (!person) return {};
    const errors: FormErrors<PersonalDetailsField> = {};
    for (const [field, key] of Object.entries(validatePersonalDetails(values, person))) {
      errors[field as PersonalDetailsField] = `validation.${key}`;
    }
    return errors;
  },
  resetOn: [formOpened, formClosed],
});

sample({
  clock: formOpened,
  fn: ({ details }): PersonalDetailsValues => ({
    street: details.address.street,
    houseNumber: String(details.address.houseNumber),
    houseNumberAddition: details.address.houseNumberAddition ?? '',
    postalCode: details.address.postalCode,
    city: details.address.city,
    emailAddress: details.emailAddress ?? '',
    phoneNumber: details.phoneNumber ?? '',
  }),
  target: personalDetailsForm.filled,
});

/** The server's names of the fields it may name in a refusal (the address parts are named without `address.`). */
const SERVER_FIELDS: Record<string, PersonalDetailsField> = Object.fromEntries(PERSONAL_DETAILS_FIELDS.map((field) => [field, field]));

// "Saving personal … data: success shows a valid notice and navigates back; failure shows an error-saving notice",
// or the server's clear reason in the form (issue 12 point 3).
export const personalDetailsSubmission = createFormSubmission({
  form: personalDetailsForm,
  mutation: updateCustomerMutation,
  source: $person,
  canSend: (person) => person !== null,
  toParams: (values, person) => toCustomerUpdate(person?.customerNumber ?? '', values, person?.country ?? ''),
  savedNotice: () => ({ messageKey: 'features.editPersonalDetails.saved' }),
  errorSavingKey: 'features.editPersonalDetails.errorSaving',
  refusalOf: (error) => serverRefusalOf(error, SERVER_FIELDS),
});

/** "Forms set a saving flag during submit and clear it afterwards." */
export const $isSaving = personalDetailsSubmission.$isSaving;

/** The change is stored: the page goes back. */
export const saved = personalDetailsSubmission.saved.map(({ params }) => params.customerNumber);
