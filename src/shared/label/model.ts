import { DEFAULT_LABEL, type LabelId } from '@portal/domain';
import { createEffect, createEvent, createStore } from 'effector';

/** The collectivity label of this visit, from the host name (or the login page's label parameter). */
export const labelResolved = createEvent<LabelId>();
export const $label = createStore<LabelId>(DEFAULT_LABEL).on(labelResolved, (_, label) => label);

/** The label the host name gave, or null when no collectivity matched it ("if missing", spec 01 §2 step 4). */
export const hostLabelResolved = createEvent<LabelId | null>();
export const $hostLabel = createStore<LabelId | null>(null).on(hostLabelResolved, (_, label) => label);

const REMEMBERED_LABEL_KEY = 'mo_label';

/** A label chosen by `?label=` is remembered in this browser, so a reload keeps it (issue 20). */
export const rememberLabelFx = createEffect((label: LabelId) => {
  window.localStorage.setItem(REMEMBERED_LABEL_KEY, label);
});

/** The remembered label; for an effect to call (storage is read only in effects). */
export function readRememberedLabel(): string | null {
  return window.localStorage.getItem(REMEMBERED_LABEL_KEY);
}
