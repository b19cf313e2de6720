export { readClockFx } from './clock';
export { readLocalClockFx } from './local-clock';
