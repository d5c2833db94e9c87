// The interface language of the current address (its prefix, else the cookie, else English),
// and the path of the language home (the course list).
import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE } from '../../domain/constants.ts';
import type { Language } from '../../domain/constants.ts';
import { readCookie } from '../lib/cookies.ts';
import { resolveLanguage } from './language.ts';

export function useLanguage(): Language {
  const { pathname } = useLocation();
  return resolveLanguage(pathname, readCookie(LANGUAGE_COOKIE));
}

/** '/en/' and the like: the language home, which is the course list. */
export function homePath(language: Language): string {
  return `/${language}/`;
}
