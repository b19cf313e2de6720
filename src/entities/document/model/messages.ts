import {
  countersAfterMessageRead,
  markMessageRead,
  sixMonthsAgoDateOnly,
  type UnreadCounters,
} from '@portal/domain';
import { userChanged } from '@/shared/api';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import {
  documentListQuery,
  recentUnreadDocumentCountQuery,
  unreadDocumentCountQuery,
} from '../api/queries';
import type { Message } from './message';

/** Load (or refresh) the unread counters: every unread message, and those of the last 6 months. */
export const unreadCountersRequested = createEvent();

/**
 * "Opening a message marks it read." Give the message as the list had it;
 * the counters drop once, however often it is opened.
 */
export const messageRead = createEvent<Message>();

export const readTodayFx = attach({ effect: readClockFx });

/** The day the counters were asked for: the 6-month window of a later decrement is the same one. */
const $countedOn = createStore<Date | null>(null, { serialize: 'ignore' }).on(readTodayFx.doneData, (_, today) => today).reset(userChanged);

const $unreadCount = createStore<number | null>(null)
  .on(unreadDocumentCountQuery.finished.success, (_, { result }) => result)
  .reset(userChanged);
const $recentUnreadCount = createStore<number | null>(null).on(
  recentUnreadDocumentCountQuery.finished.success,
  (_, { result }) => result,
).reset(userChanged);

/** The unread counters (spec 01 §4 "Messages"); null until both are loaded. */
export const $unreadCounters = combine($unreadCount, $recentUnreadCount, (unread, unreadLast6Months): UnreadCounters | null =>
  unread === null || unreadLast6Months === null ? null : { unread, unreadLast6Months },
);

/** The user's messages as last loaded, with the ones opened since marked read. */
export const $messages = createStore<Message[]>([])
  .on(documentListQuery.finished.success, (_, { result }) => result)
  .reset(userChanged);

sample({ clock: unreadCountersRequested, target: readTodayFx });
sample({ clock: readTodayFx.doneData, fn: () => undefined, target: unreadDocumentCountQuery.start });
sample({ clock: readTodayFx.doneData, fn: (today) => sixMonthsAgoDateOnly(today), target: recentUnreadDocumentCountQuery.start });

// One computation for the list and the counters, from the message as the list has it now:
// a message opened twice, or already read, changes nothing the second time.
const readApplied = sample({
  clock: messageRead,
  source: { messages: $messages, counters: $unreadCounters, countedOn: $countedOn },
  fn: ({ messages, counters, countedOn }, read) => {
    const current = messages.find((message) => message.documentID === read.documentID) ?? read;
    return {
      messages: markMessageRead(messages, read.documentID),
      counters: counters && countedOn ? countersAfterMessageRead(counters, current, countedOn) : counters,
    };
  },
});

$messages.on(readApplied, (_, { messages }) => messages);
$unreadCount.on(readApplied, (count, { counters }) => counters?.unread ?? count);
$recentUnreadCount.on(readApplied, (count, { counters }) => counters?.unreadLast6Months ?? count);
