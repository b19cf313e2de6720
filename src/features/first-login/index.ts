export { FirstLoginGate } from './ui/first-login-gate';
export { firstLoginTexts } from './config/texts';
