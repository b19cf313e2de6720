import { routeUrl, routes } from '@/shared/routing';
import { createRequestFlow } from '@/widgets/request-flow';
import { mayRequestTransportFor, SEATED_TRANSPORT_FLOWS, SEATED_TRANSPORT_SITUATIONS } from '@portal/domain';
import { sendSeatedTransportMutation } from '../api/seated-transport';

/**
 * aanvraag-zittend-ziekenvervoer: the four situations (wheelchair, visually
 * impaired, hardship clause, all other) in the request frame, one call
 * `POST SeatedPatientTransport`. "Transport claims are only for oneself and
 * persons under 16." "For the … transport forms no specific error messages
 * are shown": a refusal is the error-saving notice.
 */
export const request = createRequestFlow({
  route: routes['seated-transport'],
  kind: 'seated-transport',
  flows: SEATED_TRANSPORT_SITUATIONS.map((situation) => SEATED_TRANSPORT_FLOWS[situation]),
  mayActFor: (_situation, person, viewer, today) => mayRequestTransportFor(person, viewer, today),
  mutation: sendSeatedTransportMutation,
  textsKey: 'pages.seatedTransport',
  showsRefusals: false,
  leaveTo: () => routeUrl('home'),
});
