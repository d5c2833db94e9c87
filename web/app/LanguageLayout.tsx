// Everything under /{lang}: checks the prefix (a path without one gets the resolved
// language in front), remembers the language, and shows the catalogue for it — Filipino
// over English for Philippine organizations. Sets <html lang>.
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LANGUAGE_COOKIE } from '../../domain/constants.ts';
import { useSession } from '../features/auth/index.ts';
import { isLanguage, localeFor, resolveLanguage, withLanguage } from '../i18n/language.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';

export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();

  if (!isLanguage(lang)) {
    const language = resolveLanguage(location.pathname, readCookie(LANGUAGE_COOKIE));
    const target = `${withLanguage(location.pathname, language)}${location.search}${location.hash}`;
    return <Navigate to={target} replace />;
  }
  return <LanguageScope language={lang} />;
}

function LanguageScope({ language }: { language: 'en' | 'id' }) {
  const { i18n } = useTranslation();
  const session = useSession();
  const country = session.data?.status === 'signedIn' ? session.data.organization.country_code : null;
  const locale = localeFor(language, country);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    if (readCookie(LANGUAGE_COOKIE) !== language) writeCookie(LANGUAGE_COOKIE, language);
  }, [language]);

  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  return <Outlet />;
}
