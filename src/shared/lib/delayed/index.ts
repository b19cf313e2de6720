export { delayed } from './delayed';
