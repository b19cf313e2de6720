import { z } from 'zod';

/** GET idin/bank-options: the banks that offer iDIN. */
export const BankOptionsContract = z.array(z.object({ issuerId: z.string().min(1), name: z.string().min(1) }));

/** POST Idin/create-session: "Response clientCode, sessionLifetime", and where the bank's page is. */
export const CreatedSessionContract = z.object({
  clientCode: z.string().min(1),
  sessionLifetime: z.number(),
  redirectUrl: z.string().url(),
});
