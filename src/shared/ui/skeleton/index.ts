export { KeptLine, Skeleton } from './skeleton';
