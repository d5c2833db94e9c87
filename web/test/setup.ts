// jsdom lacks a few browser APIs Mantine uses; every test starts from an empty document.
import { afterEach, beforeEach, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../domain/constants.ts';
import { i18n, i18nReady, loadLanguages } from '../i18n/index.ts';
import { configure } from '@testing-library/react';
import { cleanup } from './dom.ts';
import { loadLatexRenderer } from '../components/math/lazyLatex.ts';

// The app loads KaTeX with the first formula on screen (lazyLatex.ts); tests render math at once.
await loadLatexRenderer();
// The app loads a language's catalogue when it starts in or switches to it; tests switch at once.
await i18nReady;
await loadLanguages(['en', 'id', 'fil']);

// jsdom has no `document.fonts`; Mantine's autosizing Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// No server answers the live connection here (the browser suites drive it against a real one):
// the tests run as a browser without WebSocket, where presence is simply absent.
Object.defineProperty(globalThis, 'WebSocket', { configurable: true, writable: true, value: undefined });

// Under load (2 cores, several suites) the default 1 s for findBy/waitFor is far too tight:
// a lazy screen's first paint took 14 s at a load of 26, and over 15 s on a busy CI machine for
// the first test of a file. A bound, not a wait: passing checks return at once.
configure({ asyncUtilTimeout: 30_000 });

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Tests start as a browser that logged in before (the server's session hint is there); the
// fake server's /users/show_current reply decides whether the session is still good.
beforeEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
});

afterEach(async () => {
  // A test that faked the clock and failed half way must not leave the next test without one.
  vi.useRealTimers();
  cleanup();
  // A screen fetches the code of the screens it leads to (lazyScreens.ts leadingTo): an import
  // still loading when the file ends would load after its environment is gone, and the shared
  // module graph (isolate: false) would keep the failure for the next files.
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  // Test files share one document (isolate: false): nothing a test stored or navigated
  // to may reach the next file.
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.removeAttribute('data-scroll-locked');
  await i18n.changeLanguage('en');
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = window.HTMLElement.prototype.scrollIntoView ?? (() => {});
window.scrollTo = () => {};

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element, pseudo?: string | null) => getComputedStyle(element, pseudo);
