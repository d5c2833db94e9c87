import { useEffect, useState } from 'react';
import { ConnectionNotices } from '../components/connection/index.ts';
import { usePublicConfig } from '../features/config/index.ts';
import { startErrorReports } from '../lib/errorReports.ts';
import { Providers, createQueryClient } from './providers.tsx';
import { AppRouterProvider, createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <Providers queryClient={queryClient}>
      <ErrorReports />
      <AppRouterProvider router={router} />
      <ConnectionNotices />
    </Providers>
  );
}

/** Loads the error reports when the server names a DSN (/public_config error_reporting). */
function ErrorReports() {
  const settings = usePublicConfig().data?.error_reporting;
  useEffect(() => startErrorReports(settings), [settings]);
  return null;
}
