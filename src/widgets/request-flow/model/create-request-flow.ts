import { createInsuredPersonChoice, type Customer, type InsuredPersonOption, type Viewer } from '@/entities/customer';
import { $user } from '@/entities/session';
import { checkReadabilityOf } from '@/features/check-attachments';
import { createAttachments, markRefusedFiles, namesRefusedFiles, withFileErrors } from '@/shared/lib/attachments';
import { readClockFx } from '@/shared/lib/clock';
import {
  createForm,
  createFormSubmission,
  createLeaveGuard,
  createWizard,
  serverRefusalOf,
  validationErrors,
  type FormErrors,
  type FormRefusal,
} from '@/shared/lib/form';
import { navigationRequested, type RouteUnit } from '@/shared/routing';
import { formatSubmittedDate, initialRequestValues, requestHandledBy, unaskedRequestFields, validateRequestFlow, withoutRequestListItem, type RequestFlow, type RequestKind, type RouteName } from '@portal/domain';
import { and, not } from 'patronum';
import { attach, combine, createEvent, createStore, sample, type Store } from 'effector';
import type { RequestFlowMutation, RequestSubmission } from '../api/send-request';

export const REQUEST_FLOW_STEPS = ['soort', 'gegevens', 'controle'] as const;
export type RequestFlowStep = (typeof REQUEST_FLOW_STEPS)[number];

export interface RequestFlowConfig<Id extends string, Name extends RouteName> {
  route: RouteUnit<Name>;
  /** what kind of request the area sends, as `mijn-aanvragen` lists it */
  kind: RequestKind;
  /** the area's flows, in the order they are offered */
  flows: readonly RequestFlow<Id>[];
  /** who a flow may be requested for, on top of the privacy rule */
  mayActFor?: (flow: Id, person: Customer, viewer: Viewer, today: Date) => boolean;
  /** what the page says before the form for this flow and person (fertility from 43), as an i18n key */
  noticeFor?: (flow: Id, person: InsuredPersonOption, today: Date) => string | null;
  mutation: RequestFlowMutation;
  /** the page's texts (`pages.careMediation`): its keys `sent` (the receipt's next step), `errorSaving`, `errors.flow-required`, `errors.person-required`, `errors.nobody` */
  textsKey: string;
  /** whether the server's refusal is shown in the form ("for the treatment abroad … forms no specific error messages are shown") */
  showsRefusals: boolean;
  /** where cancelling, or closing the receipt, leads */
  leaveTo: () => string;
}

/** The success popup: what was sent, for whom, its reference, and by when it is handled. */
export interface RequestReceipt {
  requestId: string;
  /** ISO timestamp */
  receivedAt: string;
  flowId: string;
  personName: string;
  /** yyyy-MM-dd */
  handledBy: string;
}

/**
 * The one frame of the care-mediation and treatment-abroad requests: choose
 * the flow and the person first (each flow its own rule of who), then the
 * flow's fields with its rules from the domain (the ones the server applies),
 * its files, a summary, and one multipart call per flow. A flow is data (its
 * field list and rules), so every flow shares this model and its screen.
 */
export function createRequestFlow<Id extends string, Name extends RouteName>(config: RequestFlowConfig<Id, Name>) {
  const { route, flows, textsKey } = config;
  const flowById = new Map<string, RequestFlow<Id>>(flows.map((flow) => [flow.id, flow]));

  const readTodayFx = attach({ effect: readClockFx });
  const $today = createStore<Date | null>(null, { serialize: 'ignore' }).on(readTodayFx.doneData, (_, today) => today).reset(route.closed);
  const $viewer = $user.map((user) => (user ? { customerNumber: user.customerNumber, role: user.role } : null));

  // one choice of person per flow, each with the flow's own rule; they share the persons' query
  const choices = Object.fromEntries(
    flows.map((flow) => [
      flow.id,
      createInsuredPersonChoice({
        $viewer,
        $today,
        mayActFor: config.mayActFor ? (person, viewer, today) => config.mayActFor?.(flow.id, person, viewer, today) ?? true : undefined,
        resetOn: [route.closed],
      }),
    ]),
  ) as Record<string, ReturnType<typeof createInsuredPersonChoice>>;
  const choiceOf = (id: string) => {
    const choice = choices[id];
    if (!choice) throw new Error(`no person choice for flow ${id}`);
    return choice;
  };
  const [firstFlow] = flows;
  if (!firstFlow) throw new Error('createRequestFlow needs at least one flow');

  const $personsByFlow = combine(
    Object.fromEntries(flows.map((flow) => [flow.id, choiceOf(flow.id).$persons])) as Record<string, Store<InsuredPersonOption[]>>,
  );
  const $chosenByFlow = combine(
    Object.fromEntries(flows.map((flow) => [flow.id, choiceOf(flow.id).$chosenCustomerNumber])) as Record<string, Store<string>>,
  );

  // ---- step 1: the flow and the person ----
  const choiceForm = createForm({
    initial: { flow: '' },
    extra: combine({ persons: $personsByFlow, chosen: $chosenByFlow }),
    validate: ({ flow }, { persons, chosen }): FormErrors => {
      if (!flowById.has(flow)) return { flow: `${textsKey}.errors.flow-required` };
      const forFlow = persons[flow] ?? [];
      if (forFlow.length === 0) return { flow: `${textsKey}.errors.nobody` };
      return forFlow.some((person) => person.customerNumber === chosen[flow]) ? {} : { customerNumber: `${textsKey}.errors.person-required` };
    },
    resetOn: [route.closed],
  });
  const $flow = choiceForm.$values.map(({ flow }) => flowById.get(flow) ?? null);
  const $persons = combine($flow, $personsByFlow, (flow, persons) => (flow ? (persons[flow.id] ?? []) : []));
  const $chosenCustomerNumber = combine($flow, $chosenByFlow, (flow, chosen) => (flow ? (chosen[flow.id] ?? '') : ''));
  const $chosenPerson = combine($persons, $chosenCustomerNumber, (persons, chosen) => persons.find((person) => person.customerNumber === chosen) ?? null);
  const personChosen = createEvent<string>();
  for (const flow of flows) {
    sample({ clock: personChosen, source: $flow, filter: (current) => current?.id === flow.id, fn: (_, customerNumber) => customerNumber, target: choiceOf(flow.id).personChosen });
  }
  const $notice = combine($flow, $chosenPerson, $today, (flow, person, today) =>
    flow && person && today ? (config.noticeFor?.(flow.id, person, today) ?? null) : null,
  );

  /** another flow chosen: its form starts empty */
  const flowSwitched = $flow.updates.filter({ fn: (flow): flow is RequestFlow<Id> => flow !== null });

  // ---- step 2: the flow's fields and files ----
  const attachments = createAttachments({ form: 'declaration', isRequired: false, resetOn: [route.closed, flowSwitched] });
  checkReadabilityOf(attachments);

  const $answersExtra = combine({ flow: $flow, today: $today, files: attachments.$attachments, fileErrors: attachments.$errors });
  const noAnswers: Record<string, string> = {};
  const answersForm = createForm({
    initial: noAnswers,
    extra: $answersExtra,
    validate: (values, { flow, today, files, fileErrors }): FormErrors => {
      if (!flow || !today) return {};
      const results: Record<string, string | null> = validateRequestFlow(flow, values, today);
      if (!flow.files) return validationErrors(results);
      // one error per file that cannot be sent, named in the summary
      results['files'] = flow.files.isRequired && files.length === 0 ? 'files-required' : null;
      return validationErrors(withFileErrors(results, fileErrors));
    },
    // a question that appears after an answer (or a care instance added) is not in error before it could be answered
    unaskedQuestions: (values, { flow }) => (flow ? unaskedRequestFields(flow, values) : []),
    resetOn: [route.closed, flowSwitched],
  });
  sample({ clock: flowSwitched, fn: (flow) => initialRequestValues(flow), target: answersForm.filled });

  /** one item of a list removed (a care instance): the later ones move up */
  const listItemRemoved = createEvent<{ list: string; index: number }>();
  sample({
    clock: listItemRemoved,
    source: { flow: $flow, values: answersForm.$values },
    filter: ({ flow }, { list }) => flow?.fields.some((field) => field.kind === 'list' && field.name === list) ?? false,
    fn: ({ flow, values }, { list, index }) => {
      const field = flow?.fields.find((candidate) => candidate.name === list);
      return field ? withoutRequestListItem(field, values, index) : values;
    },
    target: answersForm.filled,
  });

  const wizard = createWizard({ steps: REQUEST_FLOW_STEPS, forms: { soort: choiceForm, gegevens: answersForm }, route });

  // ---- opening ----
  sample({ clock: route.opened, target: readTodayFx });
  sample({ clock: route.opened, fn: () => undefined, target: choiceOf(firstFlow.id).load });

  // ---- sending, from the summary ----
  const sendClicked = createEvent();
  const answersSent = sample({
    clock: sendClicked,
    source: answersForm.$values,
    filter: and(answersForm.$isValid, choiceForm.$isValid, not(attachments.$isChecking)),
  });
  const submission = createFormSubmission({
    form: answersForm,
    mutation: config.mutation,
    sendOn: answersSent,
    source: combine({ flow: $flow, customerNumber: $chosenCustomerNumber, files: attachments.$attachments }),
    canSend: ({ flow }) => flow !== null,
    toParams: (values, { flow, customerNumber, files }): RequestSubmission => ({
      flow: flow as RequestFlow,
      customerNumber,
      values,
      files: flow?.files ? files.map((attachment) => attachment.file) : [],
    }),
    // the success popup says what was sent and its reference (issue 33 point 7)
    savedNotice: null,
    errorSavingKey: `${textsKey}.errorSaving`,
    refusalOf: (error): FormRefusal | null => (config.showsRefusals ? serverRefusalOf(error) : null),
    shownElsewhere: (error) => config.showsRefusals && namesRefusedFiles(error),
  });
  sample({ clock: answersForm.refused, fn: () => 'gegevens' as const, target: wizard.stepChosen });
  // files the server refused, each named: marked on their cards, and the step shows its errors; not on the flows
  // that show no specific error messages (spec 02 §8: treatment abroad and transport), which say error-saving
  if (config.showsRefusals) {
    const refusedFilesMarked = markRefusedFiles({ attachments, mutation: config.mutation, filesOf: (params) => params.files });
    sample({ clock: refusedFilesMarked, fn: () => 'gegevens' as const, target: wizard.stepChosen });
    sample({ clock: refusedFilesMarked, target: answersForm.submitted });
  }
  sample({ clock: wizard.cancelled, fn: () => ({ to: config.leaveTo() }), target: navigationRequested });

  // sent: the answers stay behind the receipt (its summary unchanged) until the page closes
  const receiptClosed = createEvent();
  const $receipt = createStore<RequestReceipt | null>(null).reset(route.closed);
  sample({
    clock: submission.saved,
    source: $chosenPerson,
    fn: (person, { params, result }): RequestReceipt => ({
      requestId: result.requestId,
      receivedAt: result.receivedAt,
      flowId: params.flow.id,
      personName: person?.name ?? '',
      handledBy: formatSubmittedDate(requestHandledBy(config.kind, new Date(result.receivedAt))),
    }),
    target: $receipt,
  });
  sample({ clock: receiptClosed, fn: () => ({ to: config.leaveTo() }), target: navigationRequested });

  const $hasUnsavedAnswers = combine(
    choiceForm.$isDirty,
    answersForm.$isDirty,
    attachments.$attachments,
    route.$isOpened,
    submission.$isSaving,
    $receipt,
    (flowDirty, answersDirty, files, isOpened, isSaving, receipt) =>
      isOpened && !isSaving && receipt === null && (flowDirty || answersDirty || files.length > 0),
  );
  const leaveGuard = createLeaveGuard({ $hasUnsavedAnswers });

  return {
    flows,
    textsKey,
    choiceForm,
    answersForm,
    attachments,
    wizard,
    leaveGuard,
    submission,
    sendClicked,
    receiptClosed,
    $receipt,
    personChosen,
    listItemRemoved,
    $flow,
    $persons,
    $chosenCustomerNumber,
    $chosenPerson,
    $notice,
    $personsStatus: choiceOf(firstFlow.id).$status,
    $isSaving: submission.$isSaving,
  };
}

export type RequestFlowModel = ReturnType<typeof createRequestFlow>;
