export { $label, labelResolved, $hostLabel, hostLabelResolved, rememberLabelFx, readRememberedLabel } from './model';
