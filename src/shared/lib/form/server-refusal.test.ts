import { ApiError } from '@/shared/api';
import { describe, expect, test } from 'vitest';
import { serverReasonOf, serverRefusalOf } from './server-refusal';

const FIELDS = { street: 'street', email: 'emailAddress' };
const answer = (status: number, message: string | null) => new ApiError(status, 'Customer/UpdateCustomer', message);

describe('"Server validation answers become \'probeer het later opnieuw\'": a 400 with a clear reason is shown in the form', () => {
  test.for([
    {
      case: 'a street of 101 characters',
      error: answer(400, "Het veld 'street' mag hoogstens 100 tekens bevatten."),
      refusal: { field: 'street', message: { key: 'forms.refusals.tooLong', values: { max: 100 } } },
    },
    {
      case: 'an e-mail address of 300 characters, under its own name in the form',
      error: answer(400, "Het veld 'email' mag hoogstens 254 tekens bevatten."),
      refusal: { field: 'emailAddress', message: { key: 'forms.refusals.tooLong', values: { max: 254 } } },
    },
    {
      case: 'a field the form does not have: the summary only',
      error: answer(400, "Het veld 'customerNumber' mag hoogstens 12 tekens bevatten."),
      refusal: { message: { key: 'forms.refusals.tooLong', values: { max: 12 } } },
    },
    { case: 'a missing field', error: answer(400, "Het veld 'street' is verplicht."), refusal: { field: 'street', message: 'validation.required-field' } },
    { case: 'a domain rule, answered in its Dutch text', error: answer(400, 'Vul een valide e-mail adres in'), refusal: { message: 'validation.email-invalid' } },
    { case: 'an unknown reason', error: answer(400, "Het veld 'address.country' kunt u niet online wijzigen."), refusal: null },
    { case: 'a server error', error: answer(500, "Het veld 'street' mag hoogstens 100 tekens bevatten."), refusal: null },
    { case: 'no answer at all', error: new TypeError('Failed to fetch'), refusal: null },
  ])('$case', ({ error, refusal }) => {
    expect(serverRefusalOf(error, FIELDS)).toEqual(refusal);
  });
});

describe('a refusal in the server\'s own words, as the user reads it: without the rule tag the screens read back', () => {
  test.for([
    { case: 'a denial reason', message: 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).', shown: 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is.' },
    { case: 'a rule in camelCase', message: 'Het gekozen pakket is geen tandartsverzekering met medische selectie (hasMedicalSelection).', shown: 'Het gekozen pakket is geen tandartsverzekering met medische selectie.' },
    { case: 'a rule and the field of a person', message: 'Er staat al een partner op deze polis. (partner-already-insured; persons.0.role)', shown: 'Er staat al een partner op deze polis.' },
    { case: 'a question of the questionnaire', message: "Vul een heel getal van 0 tot en met 32 in (veld 'medicalSelection.numberOfMissingTeeth'; missing-teeth-invalid).", shown: 'Vul een heel getal van 0 tot en met 32 in.' },
    { case: 'a hint is no rule', message: "Het veld 'agreementId' is verplicht (cijfers).", shown: "Het veld 'agreementId' is verplicht (cijfers)." },
    { case: 'a date form is no rule', message: "Het veld 'startDate' is verplicht (jjjj-mm-dd).", shown: "Het veld 'startDate' is verplicht (jjjj-mm-dd)." },
    { case: 'no tag', message: 'Een tandartsverzekering wordt alleen aangeboden aan personen van 18 jaar en ouder.', shown: 'Een tandartsverzekering wordt alleen aangeboden aan personen van 18 jaar en ouder.' },
  ])('$case', ({ message, shown }) => {
    expect(serverReasonOf(message)).toBe(shown);
  });
});
