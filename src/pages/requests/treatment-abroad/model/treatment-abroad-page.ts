import { routeUrl, routes } from '@/shared/routing';
import { createRequestFlow } from '@/widgets/request-flow';
import { hasFertilityReimbursementRight, TREATMENT_ABROAD_FLOWS, TREATMENT_ABROAD_TYPES } from '@portal/domain';
import { sendTreatmentAbroadMutation } from '../api/treatment-abroad';

/**
 * behandeling-buitenland-aanvragen: the five treatment-abroad flows in the
 * request frame. "Fertility: no right to reimbursement from age 43": said
 * before the form. "For the treatment abroad … forms no specific error
 * messages are shown": a refusal is the error-saving notice.
 */
export const request = createRequestFlow({
  route: routes['treatment-abroad'],
  kind: 'treatment-abroad',
  flows: TREATMENT_ABROAD_TYPES.map((type) => TREATMENT_ABROAD_FLOWS[type]),
  noticeFor: (flow, person, today) =>
    flow === 'fertility' && !hasFertilityReimbursementRight(person.birthDate, today) ? 'pages.treatmentAbroad.fertilityNoRight' : null,
  mutation: sendTreatmentAbroadMutation,
  textsKey: 'pages.treatmentAbroad',
  showsRefusals: false,
  leaveTo: () => routeUrl('home'),
});
