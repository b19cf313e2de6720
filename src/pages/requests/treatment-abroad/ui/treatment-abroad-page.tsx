import { RequestFlowScreen } from '@/widgets/request-flow';
import { request } from '../model/treatment-abroad-page';

/** behandeling-buitenland-aanvragen: choose the treatment, then its form, check and send. */
export function TreatmentAbroadPage() {
  return <RequestFlowScreen model={request} />;
}
