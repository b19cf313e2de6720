export { BankChoiceForm } from './ui/bank-choice-form';
export { bankChoiceOpened } from './model/bank-choice';
export { bankOptionsQuery, type BankOption, type CreateSessionParams } from './api/idin-start';
export { idinStartTexts } from './config/texts';
