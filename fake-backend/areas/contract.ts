/**
 * Contract area (spec 02 §3 "Contract cards", "Edit-policy request", §4
 * "Selection toggling", "Saving contracts", §7 "Contract"): the cards of the
 * catalogue per card group and per insured person for a year, the
 * validation of a choice with the premium before and after, and saving it.
 *
 * Checks in the order of every write in this backend: the permission
 * (u-ins), then that the agreement is the user's (404 when not insured on
 * it) and that the user is its main insured (403), then the body (400 with
 * a message naming the rule, by the domain's rules). A save replaces the
 * year's policies of the persons in one store update: all or nothing.
 */
import { Router } from 'express';
import { isPaymentTerm, paymentChangeEffectiveForYear, sumOfEuros } from '../../domain/insurance';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, handle, notFound } from '../http/errors';
import type { PolicyRecord } from '../seed';
import { validateNewlyInsured, isNewlyInsuredValidation } from './add-insured';
import {
  CONTRACT_MESSAGES,
  agreementForChange,
  agreementIdOf,
  bodyOf,
  changeDenial,
  choiceRequestOf,
  contractCards,
  currentChoices,
  paymentTermOf,
  personsOf,
  premiumOf,
  parentsOutOfView,
  withChildrensPackages,
  yearOfBody,
} from './contract-cards';
import { withCardLinks } from './contract-card-links';
import { applyEditPolicyRequestLists, editPolicyRequestListsOf } from './edit-policy-request';
import { medicalSelectionRecordsOf } from './medical-selection-records';
import { applyPaymentTerm } from './payment-term';
import { paymentChangeEffectiveDay, recordAgreementPaymentChange } from './payment-changes';
import { policyForYear } from './policy-year';
import { repriceInvoicesAfterChange } from './premium-invoices';

export function contractRoutes(ctx: Context): Router {
  const router = Router();

  /** "POST Contract/GetContractCardsForActivePolicies" with the edit-policy request (agreementId, year, contractCode). */
  router.post(
    '/contract/getContractCardsForActivePolicies',
    requireToken(ctx),
    requirePermission('u-ins'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const body = bodyOf(req.body);
      const agreementId = agreementIdOf(body);
      const today = ctx.clock.today();
      const thisYear = Number(today.slice(0, 4));
      const state = ctx.store.read();
      const { agreement, customers } = agreementForChange(state, viewer, agreementId, today);
      const year = yearOfBody(body);
      const persons = personsOf(agreement, customers, year);
      const current = currentChoices(state, agreement, persons, year, today);
      if (current.size === 0 || [...current.values()].every((codes) => codes.length === 0)) throw notFound(`Er is geen polis in ${year}.`);
      // issue 32 point 11: the request's products to ignore and newly participating persons
      const lists = editPolicyRequestListsOf(body, agreement, persons, current, year);
      res.json({
        agreementId,
        year,
        contractCode: agreement.contractCode,
        // one setting (issue 33 point 5): the agreement's term as last chosen, here and on the payment details alike
        paymentTerm: agreement.paymentDetails.paymentTerm,
        paymentTermDiscounts: agreement.paymentDetails.paymentTermDiscounts,
        changeDenied: changeDenial(state, agreement, year, today),
        insuredPersons: persons.map((person) => ({
          customerNumber: person.customer.customerNumber,
          initials: person.customer.initials,
          firstName: person.customer.firstName,
          prefix: person.customer.prefix,
          lastName: person.customer.lastName,
          birthDate: person.customer.birthDate,
          role: person.role,
          isAdult: person.isAdult,
          // issue 15 (h-medsel): "Medical selection per customer: hasDeniedMedicalSelection, medicalSelectionDateIsToday, isApproved"
          medicalSelection: medicalSelectionRecordsOf(state, person.customer.customerNumber, today),
        })),
        contractCards: withCardLinks(
          applyEditPolicyRequestLists(
            contractCards(
              agreement,
              persons,
              withChildrensPackages(persons, current, agreement.label, year, thisYear, parentsOutOfView(state, agreement, persons, year, today)),
              year,
              thisYear,
            ),
            lists,
            year,
          ),
          state,
          agreement.label,
          year,
          today,
        ),
      });
    }),
  );

  /**
   * "POST Contract/validate (contractCode, language, startDate,
   * selectedPaymentTerm, agreementId, chosen insurances)": the updated
   * cards, the unselected required package types, the package-line
   * conflict flag, and the premium before and after per person and in total.
   */
  router.post(
    '/contract/validate',
    requireToken(ctx),
    requirePermission('u-ins'),
    handle((req, res) => {
      // issue 15: the same call for newly insured persons (areas/add-insured.ts)
      if (isNewlyInsuredValidation(req.body)) return validateNewlyInsured(ctx, req, res);
      const { state, viewer, today, agreement, year, thisYear, persons, current, outOfView, evaluated, body } = choiceRequestOf(ctx, req.body, res, { refuseDenied: false });
      const beforeTerm = policyForYear(state, agreement, viewer, year, today)?.paymentTerm ?? agreement.paymentTerm;
      const paymentTerm = paymentTermOf(body['selectedPaymentTerm'], beforeTerm);
      const currentWithChildren = withChildrensPackages(persons, current, agreement.label, year, thisYear, outOfView);
      const premiums = persons.map((person) => {
        const number = person.customer.customerNumber;
        return {
          customerNumber: number,
          before: premiumOf(person, currentWithChildren.get(number) ?? [], agreement, year, thisYear, isPaymentTerm(beforeTerm) ? beforeTerm : 1),
          after: premiumOf(person, evaluated.choices.get(number) ?? [], agreement, year, thisYear, paymentTerm),
        };
      });
      res.json({
        // issue 32 point 11: the cards keep their documents and the insurance card's link after each choice
        contractCards: withCardLinks(evaluated.cards, state, agreement.label, year, today),
        isPackageSelectionConflict: evaluated.conflict,
        unselectedRequiredPackageTypes: evaluated.unselectedRequiredPackageTypes,
        premiumOverview: premiums,
        total: {
          before: {
            month: sumOfEuros(premiums.map((entry) => entry.before.totalNettoPremiumMonth)),
            term: sumOfEuros(premiums.map((entry) => entry.before.totalNettoPremiumPaymentTerm)),
            paymentTerm: beforeTerm,
          },
          after: {
            month: sumOfEuros(premiums.map((entry) => entry.after.totalNettoPremiumMonth)),
            term: sumOfEuros(premiums.map((entry) => entry.after.totalNettoPremiumPaymentTerm)),
            paymentTerm,
          },
        },
      });
    }),
  );

  /** "POST Contract/SaveContractCards with agreementNumber": the year's new policies, all or nothing. */
  router.post(
    '/contract/saveContractCards',
    requireToken(ctx),
    requirePermission('u-ins'),
    handle((req, res) => {
      const { state, today, agreementId, agreement, year, thisYear, persons, evaluated, body } = choiceRequestOf(ctx, req.body, res, { refuseDenied: true });
      const paymentTerm = paymentTermOf(body['selectedPaymentTerm'], agreement.paymentDetails.paymentTerm);
      if (evaluated.unselectedRequiredPackageTypes.length > 0) {
        // "a failure that returns package types lists them as missing required packages"
        res.status(400).json({ message: CONTRACT_MESSAGES.missingRequired, packageTypes: evaluated.unselectedRequiredPackageTypes });
        return;
      }
      if (evaluated.conflict) throw badRequest(CONTRACT_MESSAGES.packageLineConflict);
      if (evaluated.medicalSelectionMissing) throw badRequest(CONTRACT_MESSAGES.medicalSelection);
      const policies: PolicyRecord[] = persons.flatMap((person) => {
        const existing = policyForYear(state, agreement, person.customer, year, today);
        if (!existing) return [];
        const premium = premiumOf(person, evaluated.choices.get(person.customer.customerNumber) ?? [], agreement, year, thisYear, paymentTerm);
        const { products, excessAmount, ...totals } = premium;
        return [{ ...existing, year, startDate: existing.startDate, endDate: `${year}-12-31`, paymentTerm, ...totals, excessAmount, products }];
      });
      ctx.store.update((draft) => {
        const replaced = new Set(policies.map((policy) => policy.customerNumber));
        draft.policies = [
          ...draft.policies.filter((policy) => !(policy.year === year && policy.agreementId === agreement.agreementId && replaced.has(policy.customerNumber))),
          ...policies,
        ];
        // one payment term per agreement (issue 33 point 5): a term chosen with the packages is the agreement's setting,
        // the same one the payment details change, stored with the day it takes effect ("payment changes before the
        // 10th apply the next month", and not before the year of the packages begins)
        const storedAgreement = draft.agreements.find((entry) => entry.agreementId === agreement.agreementId);
        if (storedAgreement && paymentTerm !== agreement.paymentDetails.paymentTerm) {
          const effectiveFrom = paymentChangeEffectiveForYear(paymentChangeEffectiveDay(today), year);
          recordAgreementPaymentChange(storedAgreement, { paymentMethod: agreement.paymentDetails.paymentMethod, paymentTerm }, today, effectiveFrom);
          applyPaymentTerm(draft, agreement.agreementId, paymentTerm);
        }
        // issue 15 (h-newins): the open premium invoices of the year's months carry the new premium
        repriceInvoicesAfterChange(draft, agreement, year);
      });
      res.json({ isSuccessful: true, year, agreementId });
    }),
  );

  return router;
}
