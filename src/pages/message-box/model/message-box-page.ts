import {
  $messages,
  $unreadCounters,
  documentListQuery,
  recentUnreadDocumentCountQuery,
  unreadCountersRequested,
  unreadDocumentCountQuery,
} from '@/entities/document';
import { routes, routeUrl } from '@/shared/routing';
import {
  NO_MESSAGE_BOX_FILTER,
  filterMessages,
  messageBoxClusters,
  messageBoxDocumentTypes,
  messageBoxInsured,
  messageBoxYears,
  messagesInCluster,
  type MessageBoxFilter,
} from '@portal/domain';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { filterFromQuery, queryFromFilter, toggled } from '../lib/filter-query';

const boxRoute = routes['message-box'];
const folderRoute = routes['message-box-cluster'];

/** `berichtenbox` and `berichtenbox/{cluster}` are one screen: the box, or one folder of it. */
const pageOpened = merge([boxRoute.opened, folderRoute.opened]);
const pageUpdated = merge([boxRoute.updated, folderRoute.updated]);
const pageClosed = merge([boxRoute.closed, folderRoute.closed]);

/**
 * Writes the filters into the address without a navigation: the screen
 * stays as it is (focus on the filter just used, no guard round, no reload
 * of the list), and a reload or a shared link reads them back. The
 * router's own history entry is kept (its state goes along).
 */
export const replaceAddressFx = createEffect((url: string) => {
  window.history.replaceState(window.history.state, '', url);
});

export const readTodayFx = attach({ effect: readClockFx });

/** The day the page opened: the five calendar years and the 6-month window count from it. */
const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(pageClosed);

sample({ clock: pageOpened, target: readTodayFx });
sample({ clock: pageOpened, fn: () => undefined, target: documentListQuery.start });
sample({ clock: pageOpened, target: unreadCountersRequested });

/** The folder of `berichtenbox/{cluster}`; null in `berichtenbox`. */
export const $folder = combine(folderRoute.$isOpened, folderRoute.$params, (isOpened, params) =>
  isOpened && params ? params.cluster : null,
);
const $query = combine(boxRoute.$isOpened, boxRoute.$query, folderRoute.$query, (isBoxOpened, boxQuery, folderQuery) =>
  isBoxOpened ? boxQuery : folderQuery,
);

/** "message box shows 5 calendar years" */
export const $years = $today.map((today) => (today ? messageBoxYears(today) : []));
const filterChanged = createEvent<MessageBoxFilter>();

/** The filters: read from the address when the page opens, then as the user chooses them. */
export const $filter = createStore<MessageBoxFilter>(NO_MESSAGE_BOX_FILTER)
  .on(filterChanged, (_, filter) => filter)
  .reset(pageClosed);

sample({
  clock: [readTodayFx.doneData, pageUpdated],
  source: { query: $query, years: $years },
  fn: ({ query, years }) => filterFromQuery(query, years),
  target: $filter,
});

/** The messages of the five years the box shows. */
const $boxMessages = combine($messages, $today, (messages, today) =>
  today ? filterMessages(messages, NO_MESSAGE_BOX_FILTER, today) : [],
);
const $folderMessages = combine($boxMessages, $folder, (messages, folder) => messagesInCluster(messages, folder));

export const $folders = $boxMessages.map((messages) => messageBoxClusters(messages));
/** The open folder as the messages write it ('Polis' for `berichtenbox/polis`). */
export const $folderName = combine($folder, $folders, (folder, folders) =>
  folder === null ? null : (folders.find((name) => name.toLocaleLowerCase('nl') === folder.toLocaleLowerCase('nl')) ?? folder),
);
export const $documentTypeOptions = $folderMessages.map((messages) => messageBoxDocumentTypes(messages));
export const $insuredOptions = $boxMessages.map((messages) => messageBoxInsured(messages));

/** What the list shows: the folder's messages that pass the filters, newest first as the backend sends them. */
export const $shownMessages = combine($folderMessages, $filter, $today, (messages, filter, today) =>
  today ? filterMessages(messages, filter, today) : [],
);

export type ListStatus = 'loading' | 'failed' | 'ready';
/** Loading and failure only while there is nothing to show: a refresh keeps the list on screen. */
export const $listStatus = combine(
  documentListQuery.$data,
  documentListQuery.$failed,
  (data, failed): ListStatus => (data !== null ? 'ready' : failed ? 'failed' : 'loading'),
);

/** The unread line is known: both counters are in, or one of them could not be loaded (the line stays empty). */
const $unreadKnown = combine(
  $unreadCounters,
  unreadDocumentCountQuery.$failed,
  recentUnreadDocumentCountQuery.$failed,
  (counters, unreadFailed, recentFailed) => counters !== null || unreadFailed || recentFailed,
);

/**
 * The unread line, the folders, the filters and the list come at once, when the messages and the counters are in:
 * the line and the folders wrap on a phone to as many rows as their words and the messages' folders need, so
 * whatever came first would move under what came later.
 */
export const $isBoxLoading = combine($listStatus, $unreadKnown, (list, unreadKnown) => list === 'loading' || !unreadKnown);

/** The address of the box or a folder with these filters. */
export function messageBoxUrl(folder: string | null, filter: MessageBoxFilter): string {
  const query = queryFromFilter(filter);
  return folder === null ? routeUrl('message-box', undefined, query) : routeUrl('message-box-cluster', { cluster: folder }, query);
}

/** The folder links keep the filters, except the document types (each folder has its own). */
export const $folderLinks = combine($folders, $filter, (folders, filter) => {
  const kept = { ...filter, documentTypes: [] };
  return [
    { folder: null, url: messageBoxUrl(null, kept) },
    ...folders.map((folder) => ({ folder, url: messageBoxUrl(folder.toLocaleLowerCase('nl'), kept) })),
  ];
});

export const yearChosen = createEvent<number | null>();
export const unreadOnlyChanged = createEvent<boolean>();
export const documentTypeToggled = createEvent<string>();
export const insuredToggled = createEvent<string>();
export const filtersCleared = createEvent();

sample({ clock: yearChosen, source: $filter, fn: (filter, year) => ({ ...filter, year }), target: filterChanged });
sample({ clock: unreadOnlyChanged, source: $filter, fn: (filter, unreadOnly) => ({ ...filter, unreadOnly }), target: filterChanged });
sample({
  clock: documentTypeToggled,
  source: $filter,
  fn: (filter, docType) => ({ ...filter, documentTypes: toggled(filter.documentTypes, docType) }),
  target: filterChanged,
});
sample({
  clock: insuredToggled,
  source: $filter,
  fn: (filter, customerNumber) => ({ ...filter, insured: toggled(filter.insured, customerNumber) }),
  target: filterChanged,
});
sample({ clock: filtersCleared, fn: () => NO_MESSAGE_BOX_FILTER, target: filterChanged });

// The address holds the filters (replacing the entry, so Back leaves the box, not the last filter).
sample({
  clock: filterChanged,
  source: $folder,
  fn: (folder, filter) => messageBoxUrl(folder, filter),
  target: replaceAddressFx,
});
