import { insuranceRightChanged } from '@/entities/insurance-right';
import { checkReadabilityOf } from '@/features/check-attachments';
import { createAttachments, markRefusedFiles, namesRefusedFiles, withFileErrors } from '@/shared/lib/attachments';
import { readClockFx } from '@/shared/lib/clock';
import { createForm, createFormSubmission, createLeaveGuard, createWizard, serverRefusalOf, validationErrors } from '@/shared/lib/form';
import { navigationRequested, routeUrl, routes } from '@/shared/routing';
import { dutchWallClock, formatSubmittedDate, isLastDutchIncomeAsked, isLastDutchIncomeAskedOf, requestHandledBy, validateInsuranceRight, type InsuranceRightAnswers } from '@portal/domain';
import { and, not } from 'patronum';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { sendInsuranceRightMutation, type InsuranceRightSubmission } from '../api/insurance-right';

const route = routes['insurance-right'];

const readTodayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null, { serialize: 'ignore' }).on(readTodayFx.doneData, (_, today) => today).reset(route.closed);
sample({ clock: route.opened, target: readTodayFx });

export const attachments = createAttachments({ form: 'declaration', isRequired: false, resetOn: [route.closed] });
checkReadabilityOf(attachments);

const NO_ANSWER = null as boolean | null;

/** The check's questions; every rule is the domain's `validateInsuranceRight`, the one the server applies. */
export const questionsForm = createForm({
  initial: { hasDutchIncome: NO_ANSWER, hasBenefit: NO_ANSWER, hasOtherIncome: NO_ANSWER, isSelfEmployed: NO_ANSWER, lastDutchIncome: '' },
  extra: combine({ today: $today, files: attachments.$attachments, fileErrors: attachments.$errors }),
  validate: (values, { today, files, fileErrors }) => {
    const results = validateInsuranceRight({ ...values, files: files.map((attachment) => attachment.file) }, today ?? dutchWallClock(new Date()));
    // the year's rules are shared ones (`validation.…`): the kit's `namedErrorText` puts the question before them
    return validationErrors(
      // the attachments know each file's problem (the readability check's too): one error per file, named in the summary
      withFileErrors(results, fileErrors),
      {
        hasDutchIncome: 'pages.insuranceRight.errors.hasDutchIncome',
        hasBenefit: 'pages.insuranceRight.errors.hasBenefit',
        hasOtherIncome: 'pages.insuranceRight.errors.hasOtherIncome',
        isSelfEmployed: 'pages.insuranceRight.errors.isSelfEmployed',
      },
    );
  },
  // the year appears only after the earlier answers: not in error before the user could answer it
  unaskedQuestions: (values) => (isLastDutchIncomeAskedOf(values) ? [] : ['lastDutchIncome']),
  resetOn: [route.closed],
});

/** "if none of the income, benefit or self-employed answers is yes, the last Dutch income answer is sent": only then (once answered) it is asked. */
export const $isLastDutchIncomeAsked = questionsForm.$values.map((values) => isLastDutchIncomeAskedOf(values));

export const wizard = createWizard({
  steps: ['vragen', 'controle'] as const,
  forms: { vragen: questionsForm },
  route,
});

export const sendClicked = createEvent();
const answersSent = sample({ clock: sendClicked, source: questionsForm.$values, filter: and(questionsForm.$isValid, not(attachments.$isChecking)) });

export const submission = createFormSubmission({
  form: questionsForm,
  mutation: sendInsuranceRightMutation,
  sendOn: answersSent,
  source: attachments.$attachments,
  toParams: (values, files): InsuranceRightSubmission => ({
    hasDutchIncome: values.hasDutchIncome === true,
    hasBenefit: values.hasBenefit === true,
    hasOtherIncome: values.hasOtherIncome === true,
    isSelfEmployed: values.isSelfEmployed === true,
    lastDutchIncome: values.lastDutchIncome.trim() === '' ? null : values.lastDutchIncome.trim(),
    files: files.map((attachment) => attachment.file),
  }),
  // the success popup says what was sent, its reference and what the answers mean (issue 33 points 7 and 14)
  savedNotice: null,
  errorSavingKey: 'pages.insuranceRight.errorSaving',
  refusalOf: (error) => serverRefusalOf(error),
  shownElsewhere: namesRefusedFiles,
});

sample({ clock: questionsForm.refused, fn: () => 'vragen' as const, target: wizard.stepChosen });
// files the server refused, each named: marked on their cards, and the questions step shows its errors
const refusedFilesMarked = markRefusedFiles({ attachments, mutation: sendInsuranceRightMutation, filesOf: (params) => params.files });
sample({ clock: refusedFilesMarked, fn: () => 'vragen' as const, target: wizard.stepChosen });
sample({ clock: refusedFilesMarked, target: questionsForm.submitted });

sample({ clock: wizard.cancelled, fn: () => ({ to: routeUrl('home') }), target: navigationRequested });

/**
 * What a "Nee" means (issue 33 point 14): with no income, benefit or business in the Netherlands (the
 * answers after which the last Dutch income is asked) the right to the Dutch insurance is usually gone;
 * with any of them it usually stays.
 */
export type InsuranceRightMeaning = 'none-yes' | 'some-yes';

/** The success popup: what was sent, its reference, by when it is assessed, and what the answers mean. */
export interface InsuranceRightReceipt {
  requestId: string;
  /** ISO timestamp */
  receivedAt: string;
  /** yyyy-MM-dd: the day Mijn aanvragen names too (domain `requestHandledBy`) */
  handledBy: string;
  answers: InsuranceRightAnswers;
  fileNames: string[];
  meaning: InsuranceRightMeaning;
}

export const receiptClosed = createEvent();
export const $receipt = createStore<InsuranceRightReceipt | null>(null).reset(route.closed);
sample({
  clock: submission.saved,
  fn: ({ params, result }): InsuranceRightReceipt => {
    const isAsked = isLastDutchIncomeAsked(params);
    return {
      requestId: result.requestId,
      receivedAt: result.receivedAt,
      handledBy: formatSubmittedDate(requestHandledBy('insurance-right', new Date(result.receivedAt))),
      answers: {
        hasDutchIncome: params.hasDutchIncome,
        hasBenefit: params.hasBenefit,
        hasOtherIncome: params.hasOtherIncome,
        isSelfEmployed: params.isSelfEmployed,
        lastDutchIncome: isAsked ? params.lastDutchIncome : null,
      },
      fileNames: params.files.map((file) => file.name),
      meaning: isAsked ? 'none-yes' : 'some-yes',
    };
  },
  target: $receipt,
});
// sent: the check is no longer required; the dashboard's tile and the menu read it again (the popup stays: the guard checks navigations only)
sample({ clock: submission.saved, fn: () => undefined, target: insuranceRightChanged });
// closed: home, where the check's tile is gone
sample({ clock: receiptClosed, fn: () => ({ to: routeUrl('home') }), target: navigationRequested });

const $hasUnsavedAnswers = combine(questionsForm.$isDirty, attachments.$attachments, route.$isOpened, (isDirty, files, isOpened) => isOpened && (isDirty || files.length > 0));
// sent, the answers stay behind the success popup until the page closes; nothing is unsaved
export const leaveGuard = createLeaveGuard({
  $hasUnsavedAnswers: combine($hasUnsavedAnswers, submission.$isSaving, $receipt, (unsaved, isSaving, receipt) => unsaved && !isSaving && receipt === null),
});

export const $isSaving = submission.$isSaving;

/** What the wizard frame draws from: the steps, leave guard, saving flag, files and send. */
export const frame = { wizard, leaveGuard, $isSaving, attachments, sendClicked };
