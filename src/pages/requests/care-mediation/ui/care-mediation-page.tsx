import { RequestFlowScreen } from '@/widgets/request-flow';
import { request } from '../model/care-mediation-page';

/** zorgbemiddeling-aanvragen: choose the kind of care, then its form, check and send. */
export function CareMediationPage() {
  return <RequestFlowScreen model={request} />;
}
