export { DentalQuestionnaire } from './ui/dental-questionnaire';
export { questionnaireOpened as dentalQuestionnaireOpened, questionnaireClosed as dentalQuestionnaireClosed, decided as medicalSelectionDecided } from './model/questionnaire';
export { MedicalSelectionRecordContract, type MedicalSelectionTarget, type MedicalSelectionAnswer } from './api/medical-selection';
export { dentalMedicalSelectionTexts } from './config/texts';
