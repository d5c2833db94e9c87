// The root route `/`: carries out resolveRootRedirect (organization query, old hash
// addresses, organization hash, else the language home).
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { selectOrganization } from '../features/organizations/index.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { resolveRootRedirect } from './rootRedirect.ts';

export function RootRedirect() {
  const navigate = useNavigate();
  const language = useLanguage();

  useLayoutEffect(() => {
    const target = resolveRootRedirect({ search: window.location.search, hash: window.location.hash }, language);
    switch (target.kind) {
      case 'storeOrganizationAndReload':
        selectOrganization(target.organizationId);
        window.location.replace('/');
        return;
      case 'selectOrganization':
        selectOrganization(target.organizationId);
        void navigate(target.to, { replace: true });
        return;
      case 'navigate':
        void navigate(target.to, { replace: true });
    }
  }, [language, navigate]);

  return <LoadingScreen />;
}
