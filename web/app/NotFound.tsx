// An unknown path under the language prefix (spec §2): the not-found error page.
import { ErrorScreen } from '../components/ErrorScreen/index.ts';
import { homePath, useLanguage } from '../i18n/useLanguage.ts';

export function NotFound() {
  const language = useLanguage();
  return <ErrorScreen name="notFound" signedIn courseListPath={homePath(language)} />;
}
