/** "Insurance right: isCheckRequired; answers HasDutchIncome, HasBenefit, HasOtherIncome, IsSelfEmployed, LastDutchIncome." */
export interface InsuranceRightAnswers {
  hasDutchIncome: boolean;
  hasBenefit: boolean;
  hasOtherIncome: boolean;
  isSelfEmployed: boolean;
  /** only asked when none of income, benefit or self-employed is yes */
  lastDutchIncome: string | null;
}

export interface InsuranceRightPayload {
  HasDutchIncome: boolean;
  HasBenefit: boolean;
  HasOtherIncome: boolean;
  IsSelfEmployed: boolean;
  LastDutchIncome?: string;
}

/** "if none of the income, benefit or self-employed answers is yes, the last Dutch income answer is sent" */
export function isLastDutchIncomeAsked(answers: Pick<InsuranceRightAnswers, 'hasDutchIncome' | 'hasBenefit' | 'isSelfEmployed'>): boolean {
  return !answers.hasDutchIncome && !answers.hasBenefit && !answers.isSelfEmployed;
}

/**
 * The answer fields of POST InsuranceRight. LastDutchIncome is present only
 * when it was asked; a stale answer from before a "yes" is dropped.
 */
export function insuranceRightPayload(answers: InsuranceRightAnswers): InsuranceRightPayload {
  const payload: InsuranceRightPayload = {
    HasDutchIncome: answers.hasDutchIncome,
    HasBenefit: answers.hasBenefit,
    HasOtherIncome: answers.hasOtherIncome,
    IsSelfEmployed: answers.isSelfEmployed,
  };
  if (isLastDutchIncomeAsked(answers) && answers.lastDutchIncome !== null) {
    payload.LastDutchIncome = answers.lastDutchIncome;
  }
  return payload;
}
