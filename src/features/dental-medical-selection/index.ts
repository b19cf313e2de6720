export { DentalQuestionnaire } from './ui/dental-questionnaire';
export { MEDICAL_SELECTION_QUERY } from './model/questionnaire';
export {
  questionnaireOpened as dentalQuestionnaireOpened,
  questionnaireClosed as dentalQuestionnaireClosed,
  decided as medicalSelectionDecided,
  /** the form itself, for a page's tests that answer it */
  questionnaireForm as dentalQuestionnaireForm,
} from './model/questionnaire';
export {
  MedicalSelectionRecordContract,
  saveMedicalSelectionMutation,
  type MedicalSelectionTarget,
  type MedicalSelectionAnswer,
  type MedicalSelectionRequest,
} from './api/medical-selection';
export { dentalMedicalSelectionTexts } from './config/texts';
