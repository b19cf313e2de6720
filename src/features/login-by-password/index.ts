export { LoginForm } from './ui/login-form';
export { formOpened as loginFormOpened } from './model/login';
export { type Credentials } from './api/login';
