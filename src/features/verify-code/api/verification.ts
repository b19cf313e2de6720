import { concurrency, createMutation } from '@farfetched/core';
import { VerificationReceiverContract } from '@/entities/verification';
import { createRequestEffect, miniContract, z } from '@/shared/api';

/** POST /account/validateVerificationCode with the login token as bearer: answers the access token. */
export const validateLoginCodeMutation = createMutation({
  effect: createRequestEffect(({ token, verificationCode }: { token: string; verificationCode: string }) => ({
    method: 'POST',
    path: 'account/validateVerificationCode',
    json: { verificationCode },
    bearer: token,
    suppressErrorNotices: true,
  })),
  contract: miniContract(z.object({ accessToken: z.string() })),
  name: 'validateLoginCode',
});

export type ResetType = 'username' | 'password';

/** The forgot check's answer: the e-mail address, with the username or with a one-time password-reset token. */
const ResetFlowAnswerContract = z.union([
  z.object({ emailAddress: z.string(), username: z.string() }),
  z.object({ emailAddress: z.string(), resetToken: z.string() }),
]);

export type ResetFlowAnswer = z.infer<typeof ResetFlowAnswerContract>;

export type ResetFlowOutcome =
  | { resetType: 'username'; emailAddress: string; username: string }
  | { resetType: 'password'; emailAddress: string; resetToken: string };

/** The answer as the flows use it: which reset it was, told by what came back. */
export function resetFlowOutcomeOf(answer: ResetFlowAnswer): ResetFlowOutcome {
  return 'username' in answer
    ? { resetType: 'username', emailAddress: answer.emailAddress, username: answer.username }
    : { resetType: 'password', emailAddress: answer.emailAddress, resetToken: answer.resetToken };
}

/**
 * POST /account/validateVerificationCodeResetFlow with the reset token as
 * bearer: "the code check dispatches to the login check or the forgot check";
 * the forgot check "returns the e-mail".
 *
 * Why not `GET account/getEmailAddress` ("E-mail of account", spec 01 §7) here:
 * it needs an access token, and the forgot flows never get one (the user is
 * not logged in; the reset token is all they hold). The e-mail they show is
 * this answer's. Logged in, the e-mail comes with the account details
 * (`email`) and the token's user (`emailAddress`), so no screen of spec 01
 * needs the call; the fake backend serves it for the call table's sake.
 */
export const validateResetCodeMutation = createMutation({
  effect: createRequestEffect(
    ({ token, verificationCode, resetType }: { token: string; verificationCode: string; resetType: ResetType }) => ({
      method: 'POST',
      path: 'account/validateVerificationCodeResetFlow',
      json: { verificationCode, resetType },
      bearer: token,
      suppressErrorNotices: true,
    }),
  ),
  contract: miniContract(ResetFlowAnswerContract),
  name: 'validateResetCode',
});

/** POST Account/ResendVerificationCode: a new code, and the receiver it went to. */
export const resendCodeMutation = createMutation({
  effect: createRequestEffect((token: string) => ({
    method: 'POST',
    path: 'Account/ResendVerificationCode',
    bearer: token,
    suppressErrorNotices: true,
  })),
  contract: miniContract(VerificationReceiverContract),
  name: 'resendVerificationCode',
});

concurrency(validateLoginCodeMutation, { strategy: 'TAKE_FIRST' });
concurrency(validateResetCodeMutation, { strategy: 'TAKE_FIRST' });
concurrency(resendCodeMutation, { strategy: 'TAKE_FIRST' });
