import type { FakeBackend } from '../../../../fake-backend/app';

export interface StateContext {
  backend: FakeBackend;
  /** the running fake backend's address */
  url: string;
  /** sets the bearer that replaces the consumer's example bearer */
  useBearer(token: string | null): void;
  /** logs in over the API (password and the fixed code) and answers the access token */
  logIn(username: string): Promise<string>;
}

/** Values a state hands to the interaction (`fromProviderState('${name}', example)`). */
export type ProviderStateValues = Record<string, string | number | boolean>;

/** A state handler gets the context and the state's parameters; it may answer injected values. */
export type ProviderStates = Record<string, (context: StateContext, params?: unknown) => Promise<void | ProviderStateValues>>;
