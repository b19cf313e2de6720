import type { CustomerDetails } from '@/entities/customer';
import { SessionExpiredError, statusOf } from '@/shared/api';
import { negativeNoticeShown, positiveNoticeShown } from '@/shared/notices';
import { combine, createEvent, createStore, sample } from 'effector';
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
export const fieldChanged = createEvent<{ field: PersonalDetailsField; value: string }>();
export const submitted = createEvent();

const EMPTY = Object.fromEntries(PERSONAL_DETAILS_FIELDS.map((field) => [field, ''])) as PersonalDetailsValues;

export const $person = createStore<EditedPerson | null>(null)
  .on(formOpened, (_, { details, isAccountHolder }) => ({
    customerNumber: details.customerNumber,
    country: details.address.country,
    isAccountHolder,
  }))
  .reset(formClosed);

export const $values = createStore<PersonalDetailsValues>(EMPTY)
  .on(formOpened, (_, { details }) => ({
    street: details.address.street,
    houseNumber: String(details.address.houseNumber),
    houseNumberAddition: details.address.houseNumberAddition ?? '',
    postalCode: details.address.postalCode,
    city: details.address.city,
    emailAddress: details.emailAddress ?? '',
    phoneNumber: details.phoneNumber ?? '',
  }))
  .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset(formClosed);

/** Increases on every submit, so the error summary takes focus again. */
export const $attempt = createStore(0)
  .on(submitted, (attempt) => attempt + 1)
  .reset([formOpened, formClosed]);

const $errors = combine($values, $person, (values, person) =>
  person ? validatePersonalDetails(values, person) : {},
);
export const $shownErrors = combine($errors, $attempt, (errors, attempt) => (attempt > 0 ? errors : {}));

/** "Forms set a saving flag during submit and clear it afterwards." */
export const $isSaving = updateCustomerMutation.$pending;

sample({
  clock: submitted,
  source: { values: $values, person: $person, errors: $errors, isSaving: $isSaving },
  filter: ({ person, errors, isSaving }) => person !== null && Object.keys(errors).length === 0 && !isSaving,
  fn: ({ values, person }) => toCustomerUpdate(person!.customerNumber, values, person!.country),
  target: updateCustomerMutation.start,
});

/** The change is stored: the page goes back. */
export const saved = updateCustomerMutation.finished.success.map(({ params }) => params.customerNumber);

// "Saving personal … data: success shows a valid notice and navigates back; failure shows an error-saving notice."
sample({ clock: saved, fn: () => ({ messageKey: 'features.editPersonalDetails.saved' }), target: positiveNoticeShown });
// a 401 or 403 ends the session with its own notice (spec 01 §8)
const endsSession = (error: unknown) => error instanceof SessionExpiredError || statusOf(error) === 401 || statusOf(error) === 403;
sample({
  clock: updateCustomerMutation.finished.failure,
  filter: ({ error }) => !endsSession(error),
  fn: () => ({ messageKey: 'features.editPersonalDetails.errorSaving' }),
  target: negativeNoticeShown,
});
