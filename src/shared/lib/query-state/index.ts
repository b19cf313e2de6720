export { awaitsAnswer } from './awaits-answer';
