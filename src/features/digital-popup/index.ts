export { DigitalPopup } from './ui/digital-popup';
export { $isDigitalPopupShown } from './model/digital-popup';
export { digitalPopupTexts } from './config/texts';
