export { FirstLoginGate } from './ui/first-login-gate';
export { updatePasswordMutation, signTermsMutation } from './api/first-login';
export { firstLoginTexts } from './config/texts';
