import type { Locator } from '@playwright/test';

/** Answers the dental questionnaire in its form or overlay; 0 missing teeth is approved, 5 denied (spec 02 §4 "Dental medical selection outcome"). */
export async function answerDentalQuestionnaire(scope: Locator, missingTeeth: string): Promise<void> {
  const question = (name: string) => scope.getByRole('radiogroup', { name });
  await question('Verwacht u binnen twee jaar een orthodontische behandeling (bijvoorbeeld een beugel)?').getByLabel('Nee').check();
  await question('Bent u de afgelopen twee jaar elk jaar bij de tandarts geweest voor controle?').getByLabel('Ja').check();
  await question('Heeft u een aangeboren afwijking aan uw gebit?').getByLabel('Nee').check();
  await question('Zijn er bij u 4 of meer tanden of kiezen getrokken?').getByLabel('Nee').check();
  await scope.getByLabel('Hoeveel tanden of kiezen ontbreken er bij u?').fill(missingTeeth);
  await scope.getByLabel('Nee, geen van deze behandelingen').check();
  await scope.getByLabel(/Ik heb de vragen naar waarheid beantwoord/).check();
  await scope.getByRole('button', { name: 'Vragenlijst versturen' }).click();
}

/** The same answers with the keyboard only: each control focused and Space pressed, the count typed, Enter on the send button. */
export async function answerDentalQuestionnaireByKeyboard(scope: Locator, missingTeeth: string): Promise<void> {
  const press = async (control: Locator, key: string) => {
    await control.focus();
    await control.press(key);
  };
  const question = (name: string) => scope.getByRole('radiogroup', { name });
  await press(question('Verwacht u binnen twee jaar een orthodontische behandeling (bijvoorbeeld een beugel)?').getByLabel('Nee'), 'Space');
  await press(question('Bent u de afgelopen twee jaar elk jaar bij de tandarts geweest voor controle?').getByLabel('Ja'), 'Space');
  await press(question('Heeft u een aangeboren afwijking aan uw gebit?').getByLabel('Nee'), 'Space');
  await press(question('Zijn er bij u 4 of meer tanden of kiezen getrokken?').getByLabel('Nee'), 'Space');
  await scope.getByLabel('Hoeveel tanden of kiezen ontbreken er bij u?').focus();
  await scope.page().keyboard.type(missingTeeth);
  await press(scope.getByLabel('Nee, geen van deze behandelingen'), 'Space');
  await press(scope.getByLabel(/Ik heb de vragen naar waarheid beantwoord/), 'Space');
  await press(scope.getByRole('button', { name: 'Vragenlijst versturen' }), 'Enter');
}
