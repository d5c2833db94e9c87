// A route guard from domain/access (the same rules the server applies): a failing guard
// shows the permission error page in place.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { guardRoute } from '../../domain/access/index.ts';
import type { GuardedRoute } from '../../domain/access/index.ts';
import { ErrorScreen } from '../components/ErrorScreen/index.ts';
import { useSignedIn } from '../features/auth/index.ts';
import { homePath, useLanguage } from '../i18n/useLanguage.ts';

export function RouteGuard({ route, children }: { route: GuardedRoute; children?: ReactNode }) {
  const { access, facts } = useSignedIn();
  const language = useLanguage();
  if (!guardRoute(access, facts, route)) {
    return <ErrorScreen name="permissionError" signedIn courseListPath={homePath(language)} />;
  }
  return children ?? <Outlet />;
}
