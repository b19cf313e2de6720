import { createRequestFlowMutation } from '@/widgets/request-flow';

/** POST CareMediation/{GeneralPractitioner|MaternityCare|MedicalSpecialist|DistrictCare|MentalHealthCare} (multipart, one per flow). */
export const sendCareMediationMutation = createRequestFlowMutation('CareMediation', 'sendCareMediation');
