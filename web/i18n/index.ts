// i18next set up once, synchronously, with the bundled catalogues. The first language is
// read from the address (or the language cookie) so the first paint is already right.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../../domain/constants.ts';
import { readCookie } from '../lib/cookies.ts';
import { catalogues } from './catalogues.ts';
import { resolveLanguage } from './language.ts';

export { firstSegment, hasLanguagePrefix, isLanguage, localeFor, resolveLanguage, withLanguage } from './language.ts';
export type { Locale } from './language.ts';
export { homePath, useLanguage } from './useLanguage.ts';

export const resources = {
  en: { translation: catalogues.en },
  id: { translation: catalogues.id },
  fil: { translation: catalogues.fil },
} as const;

function initialLanguage(): string {
  if (typeof window === 'undefined') return 'en';
  return resolveLanguage(window.location.pathname, readCookie(LANGUAGE_COOKIE));
}

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: { fil: ['en'], default: ['en'] },
  supportedLngs: ['en', 'id', 'fil'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const i18n = i18next;
