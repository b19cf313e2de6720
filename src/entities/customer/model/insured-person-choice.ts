import { hasPolicyInClaimPeriod, visibleInsuredPersons } from '@portal/domain';
import { combine, createEvent, createStore, sample, type Store, type Unit } from 'effector';
import { customersWithActivePolicyQuery } from '../api/queries';
import { customersWithPolicyQuery } from '../api/policy-queries';
import type { Customer } from '../api/contract';
import { fullNameOf } from '../lib/person';

export interface InsuredPersonOption {
  customerNumber: string;
  name: string;
  /** yyyy-MM-dd */
  birthDate: string;
  isSelf: boolean;
}

export interface Viewer {
  customerNumber: string;
  role: Customer['role'];
}

export interface InsuredPersonChoiceConfig {
  /** the logged-in user (the session's), whose persons these are */
  $viewer: Store<Viewer | null>;
  /** today, read by the page: ages decide who may be chosen */
  $today: Store<Date | null>;
  /** a form's own rule on top of the privacy rule (transport: self and under 16; mental health: only self) */
  mayActFor?: (person: Customer, viewer: Viewer, today: Date) => boolean;
  /**
   * Whose claims: 'today' (the default) the persons insured today (GET
   * Customer/GetAllCustomersWithActivePolicy), for what is still to come (a
   * request, a question); 'claims' the persons with a policy in the claim
   * period (GET Customer/GetAllCustomersWithPolicy, domain
   * `hasPolicyInClaimPeriod`): a treatment up to three years back is declared
   * and looked up also for someone whose policy has ended since.
   */
  insuredFor?: 'today' | 'claims';
  resetOn?: Unit<unknown>[];
}

/**
 * The insured persons a form may be filled in for ("forms act on the
 * currently selected customer number"): the main insured for self and
 * co-insured under 16, anyone else only for self (domain
 * `visibleInsuredPersons`), narrowed by the form's own rule. The user is
 * chosen at first; with one person there is nothing to choose.
 */
export function createInsuredPersonChoice(config: InsuredPersonChoiceConfig) {
  const personChosen = createEvent<string>();

  const forClaims = config.insuredFor === 'claims';
  const source = forClaims ? customersWithPolicyQuery : customersWithActivePolicyQuery;
  const $customers: Store<Customer[] | null> = forClaims
    ? combine(customersWithPolicyQuery.$data, config.$today, (persons, today) =>
        persons && today ? persons.filter((person) => hasPolicyInClaimPeriod(person.policies, today)) : null,
      )
    : customersWithActivePolicyQuery.$data;

  const $persons = combine($customers, config.$viewer, config.$today, (customers, viewer, today): InsuredPersonOption[] => {
    if (!customers || !viewer || !today) return [];
    return visibleInsuredPersons(customers, viewer, today)
      .filter((person) => config.mayActFor?.(person, viewer, today) ?? true)
      .map((person) => ({
        customerNumber: person.customerNumber,
        name: fullNameOf(person),
        birthDate: person.birthDate,
        isSelf: person.customerNumber === viewer.customerNumber,
      }));
  });

  const $chosenCustomerNumber = createStore<string>('')
    .on(personChosen, (_, customerNumber) => customerNumber)
    .reset(config.resetOn ?? []);

  // the user is the first choice, or the only person there is
  sample({
    clock: $persons,
    source: $chosenCustomerNumber,
    filter: (chosen, persons) => persons.length > 0 && !persons.some((person) => person.customerNumber === chosen),
    fn: (_, persons) => (persons.find((person) => person.isSelf) ?? persons[0])?.customerNumber ?? '',
    target: personChosen,
  });

  const $chosenPerson = combine($persons, $chosenCustomerNumber, (persons, chosen) => persons.find((person) => person.customerNumber === chosen) ?? null);

  /**
   * Who may be chosen is not known yet: the persons, the user or today is still to come (not after a failure).
   * One person is a line and a family a group of choices, so a form waits for this rather than move under it.
   */
  const $isLoading = combine(
    $customers,
    config.$viewer,
    config.$today,
    source.$failed,
    (customers, viewer, today, failed) => !failed && (customers === null || viewer === null || today === null),
  );

  return {
    personChosen,
    $persons,
    $chosenCustomerNumber,
    $chosenPerson,
    $isLoading,
    $status: source.$status,
    /** starts loading the persons; the page calls it from its route */
    load: source.start,
  };
}

export type InsuredPersonChoice = ReturnType<typeof createInsuredPersonChoice>;
