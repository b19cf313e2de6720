export { readClockFx } from './clock';
