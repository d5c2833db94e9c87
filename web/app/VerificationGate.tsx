// Spec §2 "Verification gate": an unverified organization sends every route to
// /{lang}/unverified, and that page sends the user home once the organization is verified.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../features/auth/index.ts';
import { homePath, useLanguage } from '../i18n/useLanguage.ts';

export function unverifiedPath(language: string): string {
  return `/${language}/unverified`;
}

export function VerificationGate() {
  const { organization } = useSignedIn();
  const language = useLanguage();
  const { pathname } = useLocation();
  const onUnverifiedScreen = pathname.replace(/\/+$/, '') === unverifiedPath(language);

  if (!organization.verified && !onUnverifiedScreen) return <Navigate to={unverifiedPath(language)} replace />;
  if (organization.verified && onUnverifiedScreen) return <Navigate to={homePath(language)} replace />;
  return <Outlet />;
}
