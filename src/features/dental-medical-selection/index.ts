export { DentalQuestionnaire } from './ui/dental-questionnaire';
// issue 15 (h-newins): the flow of a card choice and its overlays, for edit policy and adding insured alike
export { MedicalSelectionOverlays, type OverlayPerson } from './ui/medical-selection-overlays';
export { createMedicalSelectionFlow, type CardChoice, type FlowCardGroup, type MedicalSelectionFlow } from './model/flow';
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
  type DentalMedicalSelection,
} from './api/medical-selection';
export { dentalMedicalSelectionTexts } from './config/texts';
