export { callbackReached } from './model/callback';
export { CallbackStatus } from './ui/callback-status';
export { genericCallbackQuery, type ProcessParams, type GenericCallbackParams } from './api/idin-callback';
export type { CallbackRoute } from './lib/callback-step';
export { idinCallbackTexts } from './config/texts';
