import { createRequestFlowMutation } from '@/widgets/request-flow';

/** POST TreatmentAbroad/{MedicalTreatment|FertilityTreatment|NursingAndCare|MentalHealth|KidneyDialysis} (multipart, one per flow). */
export const sendTreatmentAbroadMutation = createRequestFlowMutation('TreatmentAbroad', 'sendTreatmentAbroad');
