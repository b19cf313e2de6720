/*
 * The bare framework app that scripts/measure-performance.mjs builds beside the
 * portal: the same framework set (React 19, react-router-dom, effector,
 * effector-react, i18next, react-i18next) rendering one login form, nothing
 * else. It is the yardstick for the login page's JavaScript, not a product.
 */
import { createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

void i18next.use(initReactI18next).init({
  lng: 'nl-NL',
  initAsync: false,
  resources: {
    'nl-NL': {
      translation: { title: 'Inloggen', username: 'Gebruikersnaam', password: 'Wachtwoord', submit: 'Inloggen', sent: 'Verstuurd' },
    },
  },
});

const usernameChanged = createEvent<string>();
const passwordChanged = createEvent<string>();
const submitted = createEvent();
const $username = createStore('').on(usernameChanged, (_, value) => value);
const $password = createStore('').on(passwordChanged, (_, value) => value);
const $sent = createStore(false);
sample({ clock: submitted, source: { username: $username, password: $password }, filter: ({ username, password }) => username !== '' && password !== '', fn: () => true, target: $sent });

function LoginForm() {
  const { t } = useTranslation();
  const [username, password, sent, onUsername, onPassword, onSubmit] = useUnit([$username, $password, $sent, usernameChanged, passwordChanged, submitted]);
  return (
    <main>
      <h1>{t('title')}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor="username">{t('username')}</label>
        <input id="username" autoComplete="username" value={username} onChange={(event) => onUsername(event.target.value)} />
        <label htmlFor="password">{t('password')}</label>
        <input id="password" type="password" autoComplete="current-password" value={password} onChange={(event) => onPassword(event.target.value)} />
        <button type="submit">{t('submit')}</button>
        {sent ? <p role="status">{t('sent')}</p> : null}
      </form>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<LoginForm />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
