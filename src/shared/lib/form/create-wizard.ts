import { navigationRequested, routeUrl, type RouteUnit } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { combine, createEvent, createStore, sample, type Event, type EventCallable, type Unit } from 'effector';

/** A step whose "Volgende" first validates its own form. */
interface StepForm {
  submitted: EventCallable<void>;
  validSubmitted: Event<unknown>;
}

export interface WizardConfig<Step extends string, Name extends RouteName> {
  /** the steps in order, named as they appear in the address (`?stap=…`) */
  steps: readonly Step[];
  /** the form of each step that has one: next validates it and shows its error summary */
  forms: Partial<Record<Step, StepForm>>;
  route: RouteUnit<Name>;
  resetOn?: Unit<unknown>[];
}

/** The query parameter that holds the step, so the browser's back button moves between steps. */
export const STEP_QUERY = 'stap';

/**
 * A wizard over named steps: "Volgende" validates the step's form and moves
 * on, "Vorige" keeps every answer, the summary's change links go back to a
 * step already reached, and each step has its own history entry. Answers live
 * in the forms, in memory only; a step not yet reached cannot be opened from
 * the address (after a reload the wizard starts again).
 */
export function createWizard<Step extends string, Name extends RouteName>(config: WizardConfig<Step, Name>) {
  const { steps } = config;
  // the wizard reads only the route's name, parameters and query: any route will do
  const route = config.route as unknown as RouteUnit<RouteName>;
  const first = steps[0] as Step;
  const nextClicked = createEvent();
  const backClicked = createEvent();
  const stepChosen = createEvent<Step>();
  const cancelClicked = createEvent();
  const cancelConfirmed = createEvent();
  const cancelDismissed = createEvent();
  const restarted = createEvent();
  const resets = [restarted, route.closed, ...(config.resetOn ?? [])];

  const stepEntered = createEvent<Step>();
  const $step = createStore<Step>(first).on(stepEntered, (_, step) => step).reset(resets);
  const $furthest = createStore(0)
    .on(stepEntered, (furthest, step) => Math.max(furthest, steps.indexOf(step)))
    .reset(resets);
  const $index = $step.map((step) => steps.indexOf(step));
  const $position = combine($index, (index) => ({ number: index + 1, count: steps.length, isFirst: index === 0, isLast: index === steps.length - 1 }));

  const $isCancelOpen = createStore(false)
    .on(cancelClicked, () => true)
    .reset([cancelConfirmed, cancelDismissed, ...resets]);

  /** moves to a step and gives it its own entry in the browser's history */
  const stepRequested = createEvent<Step>();
  sample({ clock: stepRequested, target: stepEntered });
  sample({
    clock: stepRequested,
    source: { params: route.$params, query: route.$query },
    fn: ({ params, query }, step) => ({
      to: routeUrl(route.name, params ?? undefined, { ...query, [STEP_QUERY]: step === first ? null : step }),
    }),
    target: navigationRequested,
  });

  // Volgende: a step with a form moves on when its form is valid, any other at once. The step is
  // the one clicked on: the next step's form is not submitted by the same click once the step moved.
  const nextOnStep: Event<Step> = sample({ clock: nextClicked, source: $step });
  for (const [step, form] of Object.entries(config.forms) as [Step, StepForm][]) {
    sample({ clock: nextOnStep, filter: (clickedOn) => clickedOn === step, target: form.submitted });
    sample({
      clock: form.validSubmitted,
      source: $step,
      filter: (current) => current === step && steps.indexOf(step) < steps.length - 1,
      fn: () => steps[steps.indexOf(step) + 1] as Step,
      target: stepRequested,
    });
  }
  sample({
    clock: nextOnStep,
    filter: (clickedOn) => config.forms[clickedOn] === undefined && steps.indexOf(clickedOn) < steps.length - 1,
    fn: (clickedOn) => steps[steps.indexOf(clickedOn) + 1] as Step,
    target: stepRequested,
  });
  sample({
    clock: backClicked,
    source: $index,
    filter: (index) => index > 0,
    fn: (index) => steps[index - 1] as Step,
    target: stepRequested,
  });
  sample({
    clock: stepChosen,
    source: $furthest,
    filter: (furthest, step) => steps.indexOf(step) >= 0 && steps.indexOf(step) <= furthest,
    fn: (_, step) => step,
    target: stepRequested,
  });

  // The address changed (the browser's back or forward button): follow it to a step already reached.
  const addressStep = sample({
    clock: [route.opened, route.updated],
    source: { furthest: $furthest, current: $step },
    fn: ({ furthest, current }, { query }) => {
      const asked = (query[STEP_QUERY] ?? first) as Step;
      const index = steps.indexOf(asked);
      return { step: index >= 0 && index <= furthest ? asked : current, isKnown: index >= 0 && index <= furthest, current };
    },
  });
  sample({
    clock: addressStep,
    filter: ({ isKnown, step, current }) => isKnown && step !== current,
    fn: ({ step }) => step,
    target: stepEntered,
  });
  // a step not reached (a reload on the summary): the address shows the step the wizard is on
  sample({
    clock: addressStep,
    source: { params: route.$params, query: route.$query },
    filter: (_, { isKnown }) => !isKnown,
    fn: ({ params, query }, { current }) => ({
      to: routeUrl(route.name, params ?? undefined, { ...query, [STEP_QUERY]: current === first ? null : current }),
      replace: true,
    }),
    target: navigationRequested,
  });

  const cancelled = sample({ clock: cancelConfirmed });
  sample({ clock: cancelled, target: restarted });

  return {
    steps,
    nextClicked,
    backClicked,
    stepChosen,
    cancelClicked,
    cancelConfirmed,
    cancelDismissed,
    restarted,
    cancelled,
    $step,
    $position,
    $isCancelOpen,
  };
}

export type Wizard<Step extends string> = ReturnType<typeof createWizard<Step, RouteName>>;
