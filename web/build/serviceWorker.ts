// Build step: the service worker that precaches the app shell.
import type { Plugin } from 'vite';

export function serviceWorker(): Plugin {
  return { name: 'pena-service-worker', apply: 'build' };
}
