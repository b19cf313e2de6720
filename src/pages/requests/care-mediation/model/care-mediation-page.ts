import { routeUrl, routes } from '@/shared/routing';
import { createRequestFlow } from '@/widgets/request-flow';
import { CARE_MEDIATION_FLOWS, CARE_MEDIATION_TYPES, mayRequestCareMediationFor } from '@portal/domain';
import { sendCareMediationMutation } from '../api/care-mediation';

/**
 * zorgbemiddeling-aanvragen: the five care-mediation flows in the request
 * frame; "care mediation for general practitioner and mental health is only
 * for oneself; mental health is not for persons under 18".
 */
export const request = createRequestFlow({
  route: routes['care-mediation'],
  kind: 'care-mediation',
  flows: CARE_MEDIATION_TYPES.map((type) => CARE_MEDIATION_FLOWS[type]),
  mayActFor: (flow, person, viewer, today) => mayRequestCareMediationFor(flow, person, viewer, today),
  mutation: sendCareMediationMutation,
  textsKey: 'pages.careMediation',
  showsRefusals: true,
  leaveTo: () => routeUrl('home'),
});
