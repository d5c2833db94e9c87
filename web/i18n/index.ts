// i18next, set up once. The first language is read from the address (or the language cookie)
// so the first paint is already right. Its catalogue is a chunk of its own (catalogues.ts),
// which the page's early load script preloads: main.tsx waits for `i18nReady` before the
// first render. Another language's catalogue is loaded when the app switches to it, and the
// switch happens once it is there (i18next keeps the current language until then).
import i18next from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../../domain/constants.ts';
import { readCookie } from '../lib/cookies.ts';
import { isCatalogueLanguage, loadCatalogue } from './catalogues.ts';
import { resolveLanguage } from './language.ts';

export { firstSegment, hasLanguagePrefix, isLanguage, localeFor, resolveLanguage, withLanguage } from './language.ts';
export type { Locale } from './language.ts';
export { homePath, useLanguage } from './useLanguage.ts';

/** i18next's way to the catalogues: each language's one namespace, from its chunk. */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isCatalogueLanguage(language)) return callback(null, {});
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function initialLanguage(): string {
  if (typeof window === 'undefined') return 'en';
  return resolveLanguage(window.location.pathname, readCookie(LANGUAGE_COOKIE));
}

/** Settles once the first language's catalogue (and English, its fallback) is loaded. */
export const i18nReady: Promise<unknown> = i18next
  .use(catalogueChunks)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // Filipino overlays English; English and Indonesian are each whole (catalogue.test.ts),
    // so a teacher's page loads one catalogue.
    fallbackLng: { fil: ['en'], default: [] },
    supportedLngs: ['en', 'id', 'fil'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads the catalogues of `languages` now (the tests switch languages at once). */
export function loadLanguages(languages: string[]): Promise<void> {
  return i18next.loadLanguages(languages);
}

export const i18n = i18next;
