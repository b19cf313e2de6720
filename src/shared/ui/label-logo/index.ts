export { LabelLogo } from './label-logo';
