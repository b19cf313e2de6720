export { BankChoiceForm } from './ui/bank-choice-form';
export { bankChoiceOpened } from './model/bank-choice';
export { bankOptionsQuery, createSessionMutation, type BankOption, type CreateSessionParams } from './api/idin-start';
