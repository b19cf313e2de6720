import type { Clock } from '../clock';
import type { Store } from '../db';
import type { Outbox } from '../outbox';

/**
 * What a provider state may use: the fake backend's store, clock and outbox,
 * and its own address for the steps a state walks over HTTP as the portal
 * would (logging in, starting a registration). Every setup starts from a
 * fresh seed (`reset` before the state runs).
 */
export interface ProviderStateContext {
  store: Store;
  clock: Clock;
  outbox: Outbox;
  /** the running fake backend's address, e.g. http://127.0.0.1:3001 */
  url: string;
}

/**
 * Values a state hands to its interactions (Pact provider-state injection,
 * `fromProviderState('${name}', example)`): the bearer of the state's user
 * (`accessToken`, `loginToken`, `resetToken`) and random ids.
 */
export type ProviderStateValues = Record<string, string | number | boolean>;

/** The Pact state change request, as a verifier posts it to the state change URL. */
export interface ProviderStateChange {
  state: string;
  params: Record<string, unknown>;
  action: 'setup' | 'teardown';
}

/** Sets the state up on a reset seed; `params` are the interaction's (`.given(name, params)`). */
export type ProviderStateSetup = (context: ProviderStateContext, params: Record<string, unknown>, state: string) => Promise<ProviderStateValues>;

export type ProviderStates = Record<string, ProviderStateSetup>;
