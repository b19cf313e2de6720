import { z } from 'zod';

/** GET Idin (the generic return point): the bank session it belongs to. */
export const CallbackSessionContract = z.object({ sessionId: z.string().min(1) });
/** POST Idin/process-authentication: the login is finished. */
export const AuthenticatedContract = z.object({ accessToken: z.string().min(1) });
/** POST Idin/process-identification: the person who registers. */
/** the person found, and the registration's token for the later CreateAccount steps (issue 13 item 8) */
export const IdentifiedContract = z.object({ customerNumber: z.string().min(1), registrationToken: z.string().min(1) });
