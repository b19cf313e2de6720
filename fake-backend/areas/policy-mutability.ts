/**
 * What may change in the edit flow (spec 02 §7 "POST Agreement/AgreementMutable
 * with policyYear; answer: mutability per contract", "GET
 * CancellationServicePeriod/ValidateDate with date; boolean answer"; §4
 * "Mutability per contract is updated from the denial reasons"; §5 "Policy
 * changes possible until and including 31 January, retroactive to 1
 * January"; §9 "notice period ends 1 January").
 */
import { Router } from 'express';
import { isPolicyChangePossible } from '../../domain/insurance';
import { isMainInsured } from '../../domain/people';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, handle } from '../http/errors';
import { visibleAgreements } from '../visibility';
import { yearForOfferedAgreement } from './agreement';
import { CONTRACT_MESSAGES, changeDenial } from './contract-cards';

function queryText(query: Record<string, unknown>, name: string): string | undefined {
  const key = Object.keys(query).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : query[key];
  return typeof value === 'string' ? value : undefined;
}

/** A change starting on this date can be made today: its year is the offered one, or this year until and including 31 January. */
export function isDateInServicePeriod(date: string, today: string): boolean {
  const year = Number(date.slice(0, 4));
  return year === yearForOfferedAgreement(today) || (year === Number(today.slice(0, 4)) && isPolicyChangePossible(year, new Date(`${today}T12:00:00`)));
}

export function policyMutabilityRoutes(ctx: Context): Router {
  const router = Router();

  router.post(
    '/agreement/agreementMutable',
    requireToken(ctx),
    requirePermission('u-ins'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const body = req.body as Record<string, unknown> | null;
      const policyYear = typeof body === 'object' && body !== null ? body['policyYear'] : undefined;
      if (typeof policyYear !== 'number' || !Number.isInteger(policyYear) || policyYear < 2000 || policyYear > 2100) {
        throw new ValidationError("Het veld 'policyYear' is verplicht (een jaartal).");
      }
      const today = ctx.clock.today();
      const state = ctx.store.read();
      res.json(
        visibleAgreements(state, viewer, today).map(({ agreement }) => {
          const participant = agreement.agreementParticipants.find((entry) => entry.customerNumber === viewer.customerNumber);
          const denial = participant && isMainInsured(participant.role) ? changeDenial(state, agreement, policyYear, today) : CONTRACT_MESSAGES.notMainInsured;
          return { agreementId: agreement.agreementId, contractCode: agreement.contractCode, isMutable: denial === null };
        }),
      );
    }),
  );

  router.get(
    '/cancellationServicePeriod/validateDate',
    requireToken(ctx),
    requirePermission('u-ins'),
    handle((req, res) => {
      const date = queryText(req.query, 'date');
      if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new ValidationError("De parameter 'date' in het adres is verplicht (jjjj-mm-dd).");
      res.json(isDateInServicePeriod(date, ctx.clock.today()));
    }),
  );

  return router;
}
