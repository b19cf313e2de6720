import { RequestFlowScreen } from '@/widgets/request-flow';
import { request } from '../model/seated-transport-page';

/** aanvraag-zittend-ziekenvervoer: choose the situation and person, then its form, check and send. */
export function SeatedTransportPage() {
  return <RequestFlowScreen model={request} />;
}
