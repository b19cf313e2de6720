export { checkReadabilityOf } from './model/check-readability';
