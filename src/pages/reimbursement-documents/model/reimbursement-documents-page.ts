import { genericDocumentListQuery, type GenericDocument } from '@/entities/document';
import { routes, routeUrl } from '@/shared/routing';
import { messageBoxYears } from '@portal/domain';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';

const route = routes['reimbursement-documents'];

/** `vergoedingsdocumenten?jaar=2025`: the year is in the address. */
export const YEAR_QUERY_KEY = 'jaar';

export const readTodayFx = attach({ effect: readClockFx });

const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

sample({ clock: route.opened, target: readTodayFx });

/**
 * The years to choose from: this calendar year and the four before, the
 * same five years as the message box (the spec names no other span).
 */
export const $years = $today.map((today) => (today ? messageBoxYears(today) : []));

/** The year the user chose. */
export const yearChosen = createEvent<number>();

/** Writes the year into the address without a navigation (the screen and its focus stay). */
export const replaceAddressFx = createEffect((url: string) => {
  window.history.replaceState(window.history.state, '', url);
});

/** The year shown: from the address when the page opens (this year when it names none of the years offered), then as chosen. */
export const $year = createStore<number | null>(null).on(yearChosen, (_, year) => year).reset(route.closed);

sample({
  clock: [readTodayFx.doneData, route.updated],
  source: { query: route.$query, years: $years },
  fn: ({ query, years }) => {
    const asked = Number(query[YEAR_QUERY_KEY]);
    return years.includes(asked) ? asked : (years[0] ?? null);
  },
  target: $year,
});

sample({
  clock: $year.updates,
  filter: (year: number | null): year is number => year !== null,
  target: genericDocumentListQuery.start,
});

sample({
  clock: yearChosen,
  fn: (year) => routeUrl('reimbursement-documents', undefined, { [YEAR_QUERY_KEY]: String(year) }),
  target: replaceAddressFx,
});

export type DocumentsStatus = 'loading' | 'failed' | 'ready';
export const $status = combine(
  genericDocumentListQuery.$pending,
  genericDocumentListQuery.$failed,
  (pending, failed): DocumentsStatus => (pending ? 'loading' : failed ? 'failed' : 'ready'),
);

export interface DocumentGroups {
  conditions: GenericDocument[];
  compensationOverviews: GenericDocument[];
  other: GenericDocument[];
}

/** "Reimbursement documents (policy conditions, compensation overview)": one list each. */
export const $documentGroups = genericDocumentListQuery.$data.map((documents): DocumentGroups => {
  // the list names each document per contract of the user's it is for (a label's document for two of its contracts twice): here once
  const all = [...new Map((documents ?? []).map((document) => [document.documentID, document])).values()];
  return {
    conditions: all.filter((document) => document.docType === 'Polisvoorwaarden'),
    compensationOverviews: all.filter((document) => document.docType === 'Vergoedingenoverzicht'),
    other: all.filter((document) => document.docType !== 'Polisvoorwaarden' && document.docType !== 'Vergoedingenoverzicht'),
  };
});
