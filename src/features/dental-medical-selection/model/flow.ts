import { medicalSelectionStepForCard, medicalSelectionSubmitOutcome, type ContractCardGroupKey, type MedicalSelectionRecord, type MedicalSelectionStep } from '@portal/domain';
import { createEvent, createStore, sample, type Store, type Unit } from 'effector';
import type { DentalMedicalSelection, MedicalSelectionTarget } from '../api/medical-selection';
import { decided, questionnaireClosed, questionnaireOpened } from './questionnaire';

/** A person's choice of a card in a card group. */
export interface CardChoice {
  groupKey: ContractCardGroupKey;
  productComponentCode: string;
  customerNumber: string;
}

/** What the flow reads of the contract cards (spec 02 §3 "Contract cards"). */
export interface FlowCardGroup {
  key: string;
  cards: readonly {
    productComponentCode: string;
    title: string;
    hasMedicalSelection: boolean;
    insuredPersons: readonly { customerNumber: string; isSelected: boolean }[];
  }[];
}

export interface MedicalSelectionFlowConfig<Context> {
  /** the user's choice of a card, before it is applied */
  chosen: Unit<CardChoice>;
  $groups: Store<readonly FlowCardGroup[]>;
  /**
   * the cards as the policy has them (the server's first answer), for the overlay's "Huidige keuze": the person's
   * package now, not the last tick of this visit or a reset selection (issue 33 point 8); without it, `$groups`
   */
  $currentGroups?: Store<readonly FlowCardGroup[]>;
  /** whose questionnaire it would be: the page's agreement and year (null while unknown) */
  $context: Store<Context | null>;
  targetOf: (context: Context, choice: CardChoice) => MedicalSelectionTarget;
  /** the persons' medical-selection records as the server gave them */
  recordsLoaded?: Unit<Record<string, MedicalSelectionRecord[]>>;
  reset: Unit<unknown> | Unit<unknown>[];
}

function cardOf(groups: readonly FlowCardGroup[], { groupKey, productComponentCode }: CardChoice) {
  return groups.find((group) => group.key === groupKey)?.cards.find((card) => card.productComponentCode === productComponentCode);
}

/**
 * The medical selection flow of a card choice (spec 02 §4 "Medical selection
 * flow in edit policy"), for the persons on the agreement and for newly
 * insured persons alike: "when the person has medical-selection records: if
 * any is denied, show the denial overlay (name, birth date) and revalidate to
 * the previous value; else if none has a medical selection dated today, show
 * the medical-selection overlay with old and new values; otherwise proceed.
 * Submitting the medical selection saves it (for newly insured persons the
 * agreement update is skipped). If approved the overlay closes; otherwise the
 * rejected overlay shows (name, birth date, package name) and the selection
 * is cancelled. Cancelling the overlay revalidates the old value."
 *
 * The page applies `applied` choices to its cards and revalidates its cards
 * as they are on `revalidated`; `approved` carries the answers that were
 * approved (a newly insured person's go with the saving of their cards).
 */
export function createMedicalSelectionFlow<Context>(config: MedicalSelectionFlowConfig<Context>) {
  const applied = createEvent<CardChoice>();
  const revalidated = createEvent();
  const approved = createEvent<{ target: MedicalSelectionTarget; medicalSelection: DentalMedicalSelection }>();
  const denialClosed = createEvent();
  const rejectedClosed = createEvent();
  const cancelled = createEvent();
  const resets: Unit<unknown>[] = [config.reset].flat();

  /** The persons' records: the server's, then each outcome given during this visit (a newly insured person's is not stored, so it is kept here). */
  const $records = createStore<Record<string, MedicalSelectionRecord[]>>({}).reset(resets);
  if (config.recordsLoaded) sample({ clock: config.recordsLoaded, target: $records });

  /** "Choosing a cover option for a person … updates the selection": a card with medical selection first goes through its flow (taking one away never asks). */
  const stepped = sample({
    clock: config.chosen,
    source: { groups: config.$groups, records: $records },
    fn: ({ groups, records }, choice): { choice: CardChoice; step: MedicalSelectionStep } => {
      const card = cardOf(groups, choice);
      const isSelected = card?.insuredPersons.find((option) => option.customerNumber === choice.customerNumber)?.isSelected ?? false;
      return { choice, step: !card || isSelected ? 'proceed' : medicalSelectionStepForCard(card, records[choice.customerNumber] ?? []) };
    },
  });
  sample({ clock: stepped, filter: ({ step }) => step === 'proceed', fn: ({ choice }) => choice, target: applied });

  /** "if any is denied, show the denial overlay (name, birth date) and revalidate to the previous value" */
  const $denialOverlay = createStore<{ customerNumber: string } | null>(null).reset([...resets, denialClosed]);
  const denied = sample({ clock: stepped, filter: ({ step }) => step === 'denial-overlay' });
  sample({ clock: denied, fn: ({ choice }) => ({ customerNumber: choice.customerNumber }), target: $denialOverlay });

  /** "else if none has a medical selection dated today, show the medical-selection overlay with old and new values" */
  const $questionnaireOverlay = createStore<{ choice: CardChoice; oldValue: string | null; newValue: string } | null>(null).reset(resets);
  const asked = sample({
    clock: stepped,
    source: { groups: config.$groups, current: config.$currentGroups ?? config.$groups },
    filter: (_, { step }) => step === 'medical-selection-overlay',
    fn: ({ groups, current }, { choice }) => ({
      choice,
      oldValue:
        current
          .find((group) => group.key === choice.groupKey)
          ?.cards.find((card) => card.insuredPersons.some((option) => option.customerNumber === choice.customerNumber && option.isSelected))?.title ?? null,
      newValue: cardOf(groups, choice)?.title ?? choice.productComponentCode,
    }),
  });
  sample({ clock: asked, target: $questionnaireOverlay });
  sample({
    clock: asked,
    source: config.$context,
    filter: (context: Context | null): context is Context => context !== null,
    fn: (context, { choice }) => config.targetOf(context, choice),
    target: questionnaireOpened,
  });

  /** The server's outcome for the choice the overlay asks about. */
  const outcome = sample({
    clock: decided,
    source: $questionnaireOverlay,
    filter: (overlay, { target }) =>
      overlay !== null && overlay.choice.customerNumber === target.customerNumber && overlay.choice.productComponentCode === target.productComponentCode,
    fn: (overlay, decision) => ({ overlay: overlay!, decision, outcome: medicalSelectionSubmitOutcome(decision.answer.isApproved) }),
  });
  /** A person on the agreement: the server's records; a newly insured person: this outcome, dated today (nothing is stored for them). */
  sample({
    clock: outcome,
    source: $records,
    fn: (records, { decision: { target, answer } }) => ({
      ...records,
      [target.customerNumber]: target.newlyInsured
        ? [{ hasDeniedMedicalSelection: !answer.isApproved, medicalSelectionDateIsToday: true, isApproved: answer.isApproved }]
        : answer.medicalSelection,
    }),
    target: $records,
  });
  const closedApproved = sample({ clock: outcome, filter: ({ outcome }) => outcome === 'close-overlay' });
  sample({ clock: closedApproved, fn: ({ overlay }) => overlay.choice, target: applied });
  sample({ clock: closedApproved, fn: ({ decision }) => ({ target: decision.target, medicalSelection: decision.medicalSelection }), target: approved });

  const $rejectedOverlay = createStore<{ customerNumber: string; packageName: string } | null>(null).reset([...resets, rejectedClosed]);
  const rejected = sample({ clock: outcome, filter: ({ outcome }) => outcome === 'rejected-overlay' });
  sample({ clock: rejected, fn: ({ overlay }) => ({ customerNumber: overlay.choice.customerNumber, packageName: overlay.newValue }), target: $rejectedOverlay });
  $questionnaireOverlay.reset([outcome, cancelled]);
  sample({ clock: cancelled, target: questionnaireClosed });

  /** "Cancelling the overlay revalidates the old value", as do the denial and the rejection. */
  sample({ clock: [denied, cancelled, rejected], target: revalidated });

  return {
    applied,
    revalidated,
    approved,
    $records,
    $denialOverlay,
    $questionnaireOverlay,
    $rejectedOverlay,
    denialClosed,
    rejectedClosed,
    cancelled,
  };
}

export type MedicalSelectionFlow = ReturnType<typeof createMedicalSelectionFlow>;
