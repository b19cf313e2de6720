import { unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStates } from './types';

/** Issue 17: provider states of the care-cost screens (mijn-zorgkosten). */
export const careCostsStates: ProviderStates = {
  /** Issue 34: hoofdverzekerde's own coverage of this year; answers accessToken, customerNumber and year. */
  'hoofdverzekerde is logged in and asks her coverage of this year': async (context) => {
    const { customerNumber } = accountOf(context, 'hoofdverzekerde');
    return { ...(await loggedIn(context, 'hoofdverzekerde')), customerNumber, year: context.clock.today().slice(0, 4) };
  },
  /** Issue 34 point 4: the policy edit screen compares packages of next year; answers accessToken and year (next year). */
  'hoofdverzekerde is logged in and compares packages of next year': async (context) => ({
    ...(await loggedIn(context, 'hoofdverzekerde')),
    year: String(Number(context.clock.today().slice(0, 4)) + 1),
  }),
  /**
   * hoofdverzekerde's child under 16 with a handled declaration this year;
   * answers accessToken, customerNumber, year, declarationId and recordId.
   */
  'hoofdverzekerde is logged in and a child under 16 has a handled declaration this year': async (context, _params, state) => {
    const { customerNumber: holder } = accountOf(context, 'hoofdverzekerde');
    const year = Number(context.clock.today().slice(0, 4));
    const data = context.store.read();
    const { agreementId } = data.customers.find((customer) => customer.customerNumber === holder)!;
    const childNumbers = new Set(
      data.customers
        .filter((customer) => customer.agreementId === agreementId && customer.role === 'M' && Number(customer.birthDate.slice(0, 4)) > year - 16)
        .map((customer) => customer.customerNumber),
    );
    const declaration = data.declarations.find((entry) => childNumbers.has(entry.customerNumber) && entry.year === year && entry.status === 0 && entry.hasReadRights);
    if (!declaration) throw unfit(state, 'geen kind van hoofdverzekerde heeft dit jaar een afgehandelde declaratie');
    return {
      ...(await loggedIn(context, 'hoofdverzekerde')),
      customerNumber: declaration.customerNumber,
      year: String(year),
      declarationId: declaration.declarationId,
      recordId: declaration.recordId,
    };
  },
};
