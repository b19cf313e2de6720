/*
 * The card floor: the yardstick that scripts/measure-performance.mjs and `npm run test:size` build beside the portal.
 * Every runtime package of the design card, each doing its first-screen job and nothing more: react-router-dom's
 * data router, ky fetching config.json and the public news through farfetched queries checked by zod contracts, the
 * login as a farfetched mutation, a patronum delay before its notice, date-fns picking the current news, i18next with
 * react-i18next, effector with effector-react, one login form. No application code: a portal lighter than this has
 * earned it by splitting, not by leaving the stack. Not a product.
 */
import { createMutation, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { isAfter, isBefore, parseISO } from 'date-fns';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import i18next from 'i18next';
import ky from 'ky';
import { delay } from 'patronum';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { z } from 'zod';

void i18next.use(initReactI18next).init({
  lng: 'nl-NL',
  initAsync: false,
  resources: {
    'nl-NL': {
      translation: {
        title: 'Inloggen',
        username: 'Gebruikersnaam',
        password: 'Wachtwoord',
        submit: 'Inloggen',
        failed: 'De combinatie van gebruikersnaam en wachtwoord is onjuist.',
        sent: 'Verstuurd',
      },
    },
  },
});

const api = ky.create({ prefixUrl: '/api/', timeout: 30_000, retry: { limit: 2, methods: ['get'] } });

const ConfigContract = zodContract(z.object({ apiBaseUrl: z.string() }).passthrough());
const NewsContract = zodContract(z.array(z.object({ text: z.string(), startDate: z.string(), endDate: z.string() }).passthrough()));
const LoginContract = zodContract(z.object({ loginToken: z.string() }).passthrough());

const configQuery = createQuery({
  effect: createEffect(() => ky.get('/statics/config.json', { cache: 'no-cache' }).json()),
  contract: ConfigContract,
});
const newsQuery = createQuery({ effect: createEffect(() => api.get('news/beforeAuthorization').json()), contract: NewsContract });
const loginMutation = createMutation({
  effect: createEffect((credentials: { username: string; password: string }) => api.post('account/login', { json: credentials }).json()),
  contract: LoginContract,
});

const $currentNews = newsQuery.$data.map((news) => {
  const now = new Date();
  return news?.find((item) => !isAfter(parseISO(item.startDate), now) && isBefore(now, parseISO(item.endDate)))?.text ?? null;
});

const appStarted = createEvent();
const usernameChanged = createEvent<string>();
const passwordChanged = createEvent<string>();
const submitted = createEvent();
const $username = createStore('').on(usernameChanged, (_, value) => value);
const $password = createStore('').on(passwordChanged, (_, value) => value);
const $failed = createStore(false).reset(submitted);
sample({ clock: appStarted, target: [configQuery.start, newsQuery.start] });
sample({
  clock: submitted,
  source: { username: $username, password: $password },
  filter: ({ username, password }) => username !== '' && password !== '',
  target: loginMutation.start,
});
sample({ clock: delay(loginMutation.finished.failure, 50), fn: () => true, target: $failed });

function LoginForm() {
  const { t } = useTranslation();
  const [username, password, failed, news, sent, onUsername, onPassword, onSubmit] = useUnit([
    $username,
    $password,
    $failed,
    $currentNews,
    loginMutation.$succeeded,
    usernameChanged,
    passwordChanged,
    submitted,
  ]);
  return (
    <main>
      {news ? <p>{news}</p> : null}
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
        {failed ? <p role="alert">{t('failed')}</p> : null}
        {sent ? <p role="status">{t('sent')}</p> : null}
      </form>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <LoginForm /> }]);

appStarted();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
