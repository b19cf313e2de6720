import { createRequestFlowMutation } from '@/widgets/request-flow';

/** POST SeatedPatientTransport (multipart, the transport fields; the situation as `SituationType`). */
export const sendSeatedTransportMutation = createRequestFlowMutation('SeatedPatientTransport', 'sendSeatedTransport');
