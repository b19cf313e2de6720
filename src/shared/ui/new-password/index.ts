import './new-password.css';

export { NewPasswordFields } from './new-password-fields';
