export { CoveragePage } from './ui/coverage-page';
export { texts } from './config/texts';
