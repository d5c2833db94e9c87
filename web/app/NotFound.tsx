// An unknown path under the language prefix (spec §2): the not-found error page.
import { ErrorPage } from '../components/ErrorPage/index.ts';
import { homePath, useLanguage } from '../i18n/useLanguage.ts';

export function NotFound() {
  const language = useLanguage();
  return <ErrorPage name="notFound" signedIn courseListPath={homePath(language)} />;
}
