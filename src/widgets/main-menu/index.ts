export { MainMenu } from './ui/main-menu';
export { mainMenuTexts } from './config/texts';
