export { LoginForm } from './ui/login-form';
export { formOpened as loginFormOpened } from './model/login';
export { loginMutation, type Credentials } from './api/login';
