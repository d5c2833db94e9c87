// Language of the interface (spec §2 "Language prefix"): the first path segment (en|id),
// else the language cookie, else English. Filipino overlays English for organizations in
// the Philippines. Pure functions; the browser wiring lives in i18n/index.ts and app/.
import { DEFAULT_LANGUAGE, FILIPINO_LOCALE, LANGUAGES } from '../../domain/constants.ts';
import type { Language } from '../../domain/constants.ts';
import type { CountryCode } from '../../domain/schemas/account.ts';

export type Locale = Language | typeof FILIPINO_LOCALE;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first segment of a path ('/id/teams' → 'id'), or null for '/'. */
export function firstSegment(pathname: string): string | null {
  const segment = pathname.split('/').find((part) => part !== '');
  return segment ?? null;
}

/** Language from the URL prefix, else the cookie, else English. */
export function resolveLanguage(pathname: string, cookieValue: string | null | undefined): Language {
  const segment = firstSegment(pathname);
  if (isLanguage(segment)) return segment;
  if (isLanguage(cookieValue)) return cookieValue;
  return DEFAULT_LANGUAGE;
}

/** Whether the path already starts with a language prefix. */
export function hasLanguagePrefix(pathname: string): boolean {
  return isLanguage(firstSegment(pathname));
}

/**
 * The same address under another language: '/en/tags/other' → '/id/tags/other'.
 * A path without a prefix gets one: '/teams' → '/id/teams'.
 */
export function withLanguage(pathname: string, language: Language): string {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (isLanguage(parts[0])) parts.shift();
  const rest = parts.join('/');
  return rest ? `/${language}/${rest}` : `/${language}/`;
}

/** The catalogue to show: Filipino overlays English for Philippine organizations. */
export function localeFor(language: Language, countryCode: CountryCode | null | undefined): Locale {
  if (language === 'en' && countryCode === 'PH') return FILIPINO_LOCALE;
  return language;
}
