import { compareSync, hashSync } from 'bcryptjs';
import { scriptTagNews } from '../seed/news';
import { BCRYPT_COST } from '../seed/people';
import { optionalStringParam, stringParam, unfit } from './params';
import { accountOf, enterPassword, lastCodeOf, loggedIn } from './session';
import type { ProviderStateContext, ProviderStates } from './types';

/** Gives the account of `username` the interaction's password (the demo accounts have Welkom01!). */
function givePassword(context: ProviderStateContext, username: string, password: string): void {
  if (compareSync(password, accountOf(context, username).passwordHash)) return;
  const passwordHash = hashSync(password, BCRYPT_COST);
  context.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username);
    if (account) account.passwordHash = passwordHash;
  });
}

/** Provider states of the shell (configuration, news) and of logging in. */
export const accessStates: ProviderStates = {
  /** no user data: statics/config.json, the manifest, the contact centre, the bank options, calls without a token */
  'the portal is configured': () => Promise.resolve({}),

  'there are news texts': (context, _params, state) => {
    if (context.store.read().news.length === 0) throw unfit(state, 'de seed heeft geen nieuwsteksten');
    return Promise.resolve({});
  },

  /** the tests' own case, not the demo's: a current news text with a script tag, shown as plain text (issue 12 point 11) */
  'a news text carries a script tag': (context) => {
    const news = scriptTagNews(context.clock.today());
    context.store.update((state) => {
      if (!state.news.some((item) => item.id === news.id)) state.news.push(news);
    });
    return Promise.resolve({});
  },

  /** params: username, password */
  'an active account with this username and password': (context, params, state) => {
    const username = stringParam(params, 'username', state);
    if (!accountOf(context, username).isActivated) throw unfit(state, `${username} is niet geactiveerd`);
    givePassword(context, username, stringParam(params, 'password', state));
    return Promise.resolve({});
  },

  /** params: username, password */
  'an account with this username and password that is not activated': (context, params, state) => {
    const username = stringParam(params, 'username', state);
    if (accountOf(context, username).isActivated) throw unfit(state, `${username} is geactiveerd`);
    givePassword(context, username, stringParam(params, 'password', state));
    return Promise.resolve({});
  },

  /** params: username, verificationCode; answers loginToken (the bearer of the code step) */
  'a user has entered the password and was sent a verification code': async (context, params, state) => {
    const username = stringParam(params, 'username', state);
    const loginToken = await enterPassword(context, username);
    const code = lastCodeOf(context, username, 'verification');
    if (code !== stringParam(params, 'verificationCode', state)) {
      throw unfit(state, `de verstuurde code was ${code}: start de fake backend zonder FAKE_RANDOM_CODES`);
    }
    return { loginToken };
  },

  /** answers accessToken; params (optional): customerNumber, checked against the account */
  'hoofdverzekerde is logged in': (context, params, state) => {
    const customerNumber = optionalStringParam(params, 'customerNumber', state);
    const account = accountOf(context, 'hoofdverzekerde');
    if (customerNumber !== undefined && customerNumber !== account.customerNumber) {
      throw unfit(state, `hoofdverzekerde heeft klantnummer ${account.customerNumber}, niet ${customerNumber}`);
    }
    return loggedIn(context, 'hoofdverzekerde');
  },

  'medeverzekerde, a co-insured of 17, is logged in': (context, _params, state) => {
    if (accountOf(context, 'medeverzekerde').permissions.includes('r-inv')) throw unfit(state, 'medeverzekerde mag rekeningen lezen');
    return loggedIn(context, 'medeverzekerde');
  },

  'buitenland is logged in and lives abroad': (context, _params, state) => {
    const { customerNumber } = accountOf(context, 'buitenland');
    const customer = context.store.read().customers.find((entry) => entry.customerNumber === customerNumber);
    if (!customer || customer.address.country === 'NL') throw unfit(state, 'buitenland woont in Nederland');
    return loggedIn(context, 'buitenland');
  },

  'tijdelijkwachtwoord is logged in with a temporary password and unsigned terms': (context, _params, state) => {
    const account = accountOf(context, 'tijdelijkwachtwoord');
    if (!account.shouldResetPassword || account.signedTermsOfAgreement) throw unfit(state, 'tijdelijkwachtwoord heeft geen tijdelijk wachtwoord of heeft de voorwaarden al getekend');
    return loggedIn(context, 'tijdelijkwachtwoord');
  },
};
