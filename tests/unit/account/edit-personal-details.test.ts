import { allSettled, createWatch } from 'effector';
import { describe, expect, test } from 'vitest';
import { accountScope, failWith } from '../support/account-scope';
import { $isSaving, formOpened, personalDetailsForm, saved } from '@/features/edit-personal-details/model/edit-personal-details';

// the form's units under the names these tests have always used
const { fieldChanged, submitted, $shownErrors } = personalDetailsForm;

const details = {
  customerNumber: '100200300',
  initials: 'C.',
  prefix: 'van',
  firstName: 'Cas',
  lastName: 'Dijk',
  prefixBirthName: null,
  birthName: null,
  gender: 'M' as const,
  birthDate: '1984-04-12',
  role: 'H' as const,
  address: { street: 'Kerkstraat', houseNumber: 12, houseNumberAddition: null, postalCode: '3511 AB', city: 'Utrecht', country: 'NL' },
  emailAddress: 'cas@example.nl',
  phoneNumber: '+31612345678',
};

describe('editing personal details in a forked scope (spec 01 §4 "Saving")', () => {
  test('invalid values: the errors show after the submit and nothing is sent', async () => {
    const { scope, requests } = await accountScope(() => null);
    await allSettled(formOpened, { scope, params: { details, isAccountHolder: true } });
    await allSettled(fieldChanged, { scope, params: { field: 'postalCode', value: '351 AB' } });
    await allSettled(fieldChanged, { scope, params: { field: 'phoneNumber', value: '' } });
    expect(scope.getState($shownErrors)).toEqual({});
    await allSettled(submitted, { scope });
    expect(scope.getState($shownErrors)).toEqual({ postalCode: 'validation.postal-code-invalid', phoneNumber: 'validation.phone-required' });
    expect(requests).toEqual([]);
  });

  test('valid values: UpdateCustomer with the normalised change, a valid notice and saved', async () => {
    let savedFor: string | null = null;
    const { scope, requests, notices } = await accountScope((request) => ({ ...details, customerNumber: (request.json as { customerNumber: string }).customerNumber }));
    await allSettled(formOpened, { scope, params: { details, isAccountHolder: true } });
    await allSettled(fieldChanged, { scope, params: { field: 'postalCode', value: '3512 cd' } });
    await allSettled(fieldChanged, { scope, params: { field: 'houseNumberAddition', value: ' bis ' } });
    const unwatch = createWatch({ unit: saved, scope, fn: (customerNumber) => (savedFor = customerNumber) });
    await allSettled(submitted, { scope });
    unwatch();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'Customer/UpdateCustomer',
        json: {
          customerNumber: '100200300',
          address: { street: 'Kerkstraat', houseNumber: 12, houseNumberAddition: 'bis', postalCode: '3512 CD', city: 'Utrecht', country: 'NL' },
          emailAddress: 'cas@example.nl',
          phoneNumber: '+31612345678',
        },
      }),
    ]);
    expect(savedFor).toBe('100200300');
    expect(notices()).toEqual(['positive:features.editPersonalDetails.saved']);
    expect(scope.getState($isSaving)).toBe(false);
  });

  test.for([
    { case: 'a server error', status: 500, message: null },
    { case: 'a 400 without a reason the user can act on', status: 400, message: 'Country cannot be changed' },
  ])('$case: the error-saving notice (not the catalogue one), and the form stays', async ({ status, message }) => {
    const { scope, notices } = await accountScope(failWith(status, message));
    await allSettled(formOpened, { scope, params: { details, isAccountHolder: true } });
    await allSettled(submitted, { scope });
    expect(notices()).toEqual(['negative:features.editPersonalDetails.errorSaving']);
    expect(scope.getState(personalDetailsForm.$summary)).toEqual([]);
  });

  test.for([
    {
      case: 'a street of 101 characters',
      message: "Het veld 'street' mag hoogstens 100 tekens bevatten.",
      summary: [{ path: 'street', message: { key: 'forms.refusals.tooLong', values: { max: 100 } } }],
    },
    { case: 'a rule of the domain', message: 'Vul een valide e-mail adres in', summary: [{ path: null, message: 'validation.email-invalid' }] },
  ])('"Server validation answers become \'probeer het later opnieuw\'": $case is shown in the form, the answers kept', async ({ message, summary }) => {
    const { scope, notices } = await accountScope(failWith(400, message));
    await allSettled(formOpened, { scope, params: { details, isAccountHolder: true } });
    await allSettled(submitted, { scope });
    expect(notices()).toEqual([]);
    expect(scope.getState(personalDetailsForm.$summary)).toEqual(summary);
    expect(scope.getState(personalDetailsForm.$values).street).toBe('Kerkstraat');
  });

  test('a co-insured child may be saved without phone and e-mail', async () => {
    const { scope, requests } = await accountScope(() => details);
    await allSettled(formOpened, { scope, params: { details: { ...details, customerNumber: '555', phoneNumber: null, emailAddress: null }, isAccountHolder: false } });
    await allSettled(submitted, { scope });
    expect(requests[0]?.json).toMatchObject({ customerNumber: '555', phoneNumber: null, emailAddress: null });
  });
});
