import { updatePhoneNumberMutation } from '@/features/edit-login-details/api/login-details';
import { routes } from '@/shared/routing';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { accountScope } from '../support/account-scope';
import { $detail } from '@/pages/account/settings-edit/model/settings-edit-page';

const accountDetails = {
  username: 'hoofdverzekerde',
  email: 'cas@example.nl',
  phoneNumber: '+31612345678',
  iDinActivationDate: null,
  iDinActive: false,
  loginActive: true,
  loginInfo: null,
  digitalNewsletterActive: false,
  announcementEmailActive: true,
  paymentMethod: 'iDeal',
  paymentMethodExcess: 'DirectDebit',
};

describe('wijzig-instellingen: the query parameter names the login detail', () => {
  test.for([
    { query: { wijzig: 'gebruikersnaam' }, detail: 'username' },
    { query: { wijzig: 'wachtwoord' }, detail: 'password' },
    { query: { wijzig: 'Telefoonnummer' }, detail: 'phone-number' },
    { query: { wijzig: 'iets' }, detail: null },
    { query: {}, detail: null },
  ])('$query → $detail', async ({ query, detail }) => {
    const { scope } = await accountScope(() => accountDetails);
    await allSettled(routes['settings-edit'].opened, { scope, params: { params: {}, query: query as Record<string, string> } });
    expect(scope.getState($detail)).toBe(detail);
  });

  test('a saved phone number: valid notice and back to instellingen', async () => {
    const { scope, navigate, notices } = await accountScope((request) => (request.path === 'Account/GetAccountDetails' ? accountDetails : null));
    await allSettled(routes['settings-edit'].opened, { scope, params: { params: {}, query: { wijzig: 'telefoonnummer' } } });
    await allSettled(updatePhoneNumberMutation.start, { scope, params: '+31612345678' });
    expect(navigate).toHaveBeenCalledWith({ to: '/instellingen' });
    expect(notices()).toEqual(['positive:features.editLoginDetails.saved.phone-number']);
  });
});
