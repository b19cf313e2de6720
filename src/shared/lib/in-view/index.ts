export { useOnceInView } from './use-once-in-view';
