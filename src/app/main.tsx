import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './model/guard';
import './model/route-lifecycle';
import './model/document-head';
import { appStarted } from './model/start';
import './styles/tokens.css';
import './styles/base.css';

// Explicit start (STYLE 8): fork a scope, start the app in it, render it.
const scope = fork();
void allSettled(appStarted, { scope });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Provider value={scope}>
      <App />
    </Provider>
  </StrictMode>,
);
