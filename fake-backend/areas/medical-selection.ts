/**
 * The dental medical selection (spec 02 §3 "Dental medical selection", §4
 * "Medical selection flow in edit policy", "Dental medical selection
 * outcome", §7 "POST Contract/ValidateAndSaveMedicalSelection
 * {agreementDetails, newlyInsuredPersons, requestedContract}").
 *
 * Checks in the order of every write: the permission (u-ins), the agreement
 * is the user's (404) and they are its main insured (403), the year may be
 * changed (400 with the denial reason), the person is on the agreement (403),
 * then the body: a dental package with medical selection, a person of 18 or
 * over, no earlier denial ("a previous denial blocks re-applying"), and the
 * questionnaire's own rules, all by the domain. The outcome is the domain's
 * rule on the answers. One store update adds the person's record; the
 * selections of newly insured persons are judged but not stored ("for newly
 * insured persons the agreement update is skipped").
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { isDentalCardOfferedTo, isDentalMedicalSelectionDenied } from '../../domain/insurance';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, badRequest, forbidden, handle } from '../http/errors';
import type { MedicalSelectionRecordStored } from '../seed';
import { catalogueProduct } from '../seed/catalogue';
import { agreementForAdding } from './add-insured';
import { agreementForChange, changeDenial, notOnAgreementMessage, personsOf } from './contract-cards';
import { medicalSelectionRecordsOf, questionnaireOf } from './medical-selection-records';
import { isIsoDay } from '../seed/dates';

export const MEDICAL_SELECTION_MESSAGES = {
  notMedicalSelection: 'Het gekozen pakket is geen tandartsverzekering met medische selectie (hasMedicalSelection).',
  notAdult: 'Een tandartsverzekering wordt alleen aangeboden aan personen van 18 jaar en ouder.',
  previouslyDenied: 'Er is al eerder een medische selectie afgewezen, daarom kunt u niet opnieuw aanvragen (hasDeniedMedicalSelection).',
} as const;

function objectOf(raw: unknown, path: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ValidationError(`Het veld '${path}' moet een object zijn.`);
  return raw as Record<string, unknown>;
}

function medicalPackageOf(raw: unknown, path: string): string {
  if (typeof raw !== 'string') throw new ValidationError(`Het veld '${path}' is verplicht.`);
  if (catalogueProduct(raw)?.hasMedicalSelection !== true) throw badRequest(MEDICAL_SELECTION_MESSAGES.notMedicalSelection);
  return raw;
}

export function medicalSelectionRoutes(ctx: Context): Router {
  const router = Router();

  router.post(
    '/contract/validateAndSaveMedicalSelection',
    requireToken(ctx),
    requirePermission('u-ins'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const body = objectOf(req.body, 'body');
      const details = objectOf(body['agreementDetails'], 'agreementDetails');
      const agreementId = details['agreementId'];
      if (typeof agreementId !== 'string' || !/^\d{1,12}$/.test(agreementId)) throw new ValidationError("Het veld 'agreementDetails.agreementId' is verplicht (cijfers).");
      const year = details['year'];
      if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > 2100) throw new ValidationError("Het veld 'agreementDetails.year' is verplicht.");
      const requested = body['requestedContract'] === undefined || body['requestedContract'] === null ? null : objectOf(body['requestedContract'], 'requestedContract');
      const newly = body['newlyInsuredPersons'] ?? [];
      if (!Array.isArray(newly)) throw new ValidationError("Het veld 'newlyInsuredPersons' moet een lijst zijn.");
      if (!requested && newly.length === 0) throw new ValidationError("Het veld 'requestedContract' of 'newlyInsuredPersons' is verplicht.");
      const today = ctx.clock.today();
      // issue 15 (h-newins): newly insured persons alone are judged on the adding's terms (c-ins-per, an active policy), not the year's change deadline
      const { state, agreement, customers } = requested
        ? { state: ctx.store.read(), ...agreementForChange(ctx.store.read(), viewer, agreementId, today) }
        : agreementForAdding(ctx, res, { agreementId });
      if (requested) {
        const denied = changeDenial(state, agreement, year, today);
        if (denied) throw badRequest(denied);
      }

      // the persons on the agreement: their selection is stored with the agreement
      let record: MedicalSelectionRecordStored | null = null;
      if (requested) {
        const customerNumber = requested['customerNumber'];
        if (typeof customerNumber !== 'string') throw new ValidationError("Het veld 'requestedContract.customerNumber' is verplicht.");
        const person = personsOf(agreement, customers, year).find((entry) => entry.customer.customerNumber === customerNumber);
        if (!person) throw forbidden(notOnAgreementMessage(customerNumber));
        const productComponentCode = medicalPackageOf(requested['productComponentCode'], 'requestedContract.productComponentCode');
        if (!person.isAdult) throw badRequest(MEDICAL_SELECTION_MESSAGES.notAdult);
        if (medicalSelectionRecordsOf(state, customerNumber, today).some((entry) => entry.hasDeniedMedicalSelection)) {
          throw badRequest(MEDICAL_SELECTION_MESSAGES.previouslyDenied);
        }
        const answers = questionnaireOf(requested['medicalSelection'], 'requestedContract.medicalSelection');
        record = {
          medicalSelectionId: randomUUID(),
          customerNumber,
          agreementId,
          year,
          productComponentCode,
          date: today,
          isApproved: !isDentalMedicalSelectionDenied(answers),
          answers,
        };
      }

      // newly insured persons: judged by the same rule, nothing stored ("for newly insured persons the agreement update is skipped")
      const newlyOutcomes = newly.map((entry: unknown, index) => {
        const person = objectOf(entry, `newlyInsuredPersons[${index}]`);
        if (typeof person['id'] !== 'string' || person['id'] === '') throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}].id' is verplicht.`);
        const birthDate = person['birthDate'];
        if (typeof birthDate !== 'string' || !isIsoDay(birthDate)) throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}].birthDate' is verplicht (jjjj-mm-dd).`);
        medicalPackageOf(person['productComponentCode'], `newlyInsuredPersons[${index}].productComponentCode`);
        // "Dental cards for newly participating persons are offered only to those aged 18 or over."
        if (!isDentalCardOfferedTo({ birthDate }, new Date(`${today}T12:00:00`))) throw badRequest(MEDICAL_SELECTION_MESSAGES.notAdult);
        const answers = questionnaireOf(person['medicalSelection'], `newlyInsuredPersons[${index}].medicalSelection`);
        return { id: person['id'], isApproved: !isDentalMedicalSelectionDenied(answers) };
      });

      if (record) {
        const stored = record;
        ctx.store.update((draft) => {
          draft.medicalSelections = [...(draft.medicalSelections ?? []), stored];
        });
      }
      const after = ctx.store.read();
      res.json({
        isApproved: record ? record.isApproved : newlyOutcomes.every((outcome) => outcome.isApproved),
        customerNumber: record?.customerNumber ?? null,
        medicalSelection: record ? medicalSelectionRecordsOf(after, record.customerNumber, today) : [],
        newlyInsuredPersons: newlyOutcomes,
      });
    }),
  );

  return router;
}
