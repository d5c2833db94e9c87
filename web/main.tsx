import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { i18nReady } from './i18n/index.ts';
import './lib/serviceWorker/register.ts';
import { appStarted } from './lib/earlyReads.ts';
import './styles.css';

// From here the app makes its own reads: /early.js, when it runs later (its copy was slower
// to come than the app's cached modules), leaves them to the app.
appStarted();

// The first language's catalogue, preloaded with the page (it is a chunk of its own).
await i18nReady;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
