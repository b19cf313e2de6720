import { routes } from '@/shared/routing';
import { combine, sample } from 'effector';
import { myRequestsQuery, type SentRequest } from '../api/queries';

const route = routes['my-requests'];

/** `mijn-aanvragen?aanvraag={id}`: a success popup links to the request it just sent, which the list marks. */
export const SENT_QUERY_KEY = 'aanvraag';

// opened: asked afresh, so a request sent a moment ago is there
sample({ clock: route.opened, fn: () => undefined, target: myRequestsQuery.start });

export type MyRequestsStatus = 'loading' | 'failed' | 'ready';
export const $status = combine(myRequestsQuery.$pending, myRequestsQuery.$failed, (pending, failed): MyRequestsStatus =>
  pending ? 'loading' : failed ? 'failed' : 'ready',
);

export const $requests = myRequestsQuery.$data.map((requests) => requests ?? []);

/** the request the address names, the one just sent */
export const $justSent = combine(route.$isOpened, route.$query, (isOpened, query) => {
  const id = isOpened ? query[SENT_QUERY_KEY] : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
});

/** kinds that say their status in their own words (a card is sent, a question answered, an arrangement processed) */
const KINDS_WITH_OWN_STATUS: ReadonlySet<string> = new Set(['contact-form', 'insurance-card', 'payment-arrangement']);

/** The text key of a request's status: its kind's own words where it has them. */
export function statusTextKey(request: Pick<SentRequest, 'kind' | 'status'>): string {
  return KINDS_WITH_OWN_STATUS.has(request.kind)
    ? `pages.myRequests.kindStatuses.${request.kind}.${request.status}`
    : `pages.myRequests.statuses.${request.status}`;
}
