import type { Locator } from '@playwright/test';

/** The questionnaire's questions: to the user ("u"), or naming the person it is about (a partner, a child). */
export function dentalQuestions(about?: string) {
  return about === undefined
    ? {
        orthodontics: 'Verwacht u binnen twee jaar een orthodontische behandeling (bijvoorbeeld een beugel)?',
        dentist: 'Bent u de afgelopen twee jaar elk jaar bij de tandarts geweest voor controle?',
        defect: 'Heeft u een aangeboren afwijking aan uw gebit?',
        extracted: 'Zijn er bij u 4 of meer tanden of kiezen getrokken?',
        missing: 'Hoeveel tanden of kiezen ontbreken er bij u?',
      }
    : {
        orthodontics: `Verwacht ${about} binnen twee jaar een orthodontische behandeling (bijvoorbeeld een beugel)?`,
        dentist: `Is ${about} de afgelopen twee jaar elk jaar bij de tandarts geweest voor controle?`,
        defect: `Heeft ${about} een aangeboren afwijking aan het gebit?`,
        extracted: `Zijn er bij ${about} 4 of meer tanden of kiezen getrokken?`,
        missing: `Hoeveel tanden of kiezen ontbreken er bij ${about}?`,
      };
}

/**
 * Answers the dental questionnaire in its form or overlay; 0 missing teeth is approved, 5 denied (spec 02 §4 "Dental
 * medical selection outcome"). `about`: the name the questions use when they are not about the user.
 */
export async function answerDentalQuestionnaire(scope: Locator, missingTeeth: string, about?: string): Promise<void> {
  const questions = dentalQuestions(about);
  const question = (name: string) => scope.getByRole('radiogroup', { name });
  await question(questions.orthodontics).getByLabel('Nee').check();
  await question(questions.dentist).getByLabel('Ja').check();
  await question(questions.defect).getByLabel('Nee').check();
  await question(questions.extracted).getByLabel('Nee').check();
  await scope.getByLabel(questions.missing).fill(missingTeeth);
  await scope.getByLabel('Nee, geen van deze behandelingen').check();
  await scope.getByLabel(/Ik heb de vragen naar waarheid beantwoord/).check();
  await scope.getByRole('button', { name: 'Vragenlijst versturen' }).click();
}

/** The same answers (about the user) with the keyboard only: each control focused and Space pressed, the count typed, Enter on the send button. */
export async function answerDentalQuestionnaireByKeyboard(scope: Locator, missingTeeth: string): Promise<void> {
  const questions = dentalQuestions();
  const press = async (control: Locator, key: string) => {
    await control.focus();
    await control.press(key);
  };
  const question = (name: string) => scope.getByRole('radiogroup', { name });
  await press(question(questions.orthodontics).getByLabel('Nee'), 'Space');
  await press(question(questions.dentist).getByLabel('Ja'), 'Space');
  await press(question(questions.defect).getByLabel('Nee'), 'Space');
  await press(question(questions.extracted).getByLabel('Nee'), 'Space');
  await scope.getByLabel(questions.missing).focus();
  await scope.page().keyboard.type(missingTeeth);
  await press(scope.getByLabel('Nee, geen van deze behandelingen'), 'Space');
  await press(scope.getByLabel(/Ik heb de vragen naar waarheid beantwoord/), 'Space');
  await press(scope.getByRole('button', { name: 'Vragenlijst versturen' }), 'Enter');
}
