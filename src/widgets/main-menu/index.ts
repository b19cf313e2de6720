export { MainMenu } from './ui/main-menu';
