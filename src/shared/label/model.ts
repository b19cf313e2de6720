import { DEFAULT_LABEL, type LabelId } from '@portal/domain';
import { createEvent, createStore } from 'effector';

/** The collectivity label of this visit, from the host name (or the login page's label parameter). */
export const labelResolved = createEvent<LabelId>();
export const $label = createStore<LabelId>(DEFAULT_LABEL).on(labelResolved, (_, label) => label);
