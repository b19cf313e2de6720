export { $permissions } from '../model/session';
