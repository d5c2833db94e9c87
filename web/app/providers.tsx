// Everything the app runs inside: Mantine (theme), TanStack Query, i18next, notifications.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationsProvider } from '../components/notifications/index.ts';
import { sessionKeys } from '../features/auth/index.ts';
import { isApiError } from '../lib/http.ts';
import { i18n } from '../i18n/index.ts';
import { theme } from './theme.ts';

/**
 * One client per app. A 401 from any query means the session ended (or expired): the
 * session is fetched again, and the auth gate then shows the login screen.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== sessionKeys.all[0]) {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        }
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: true,
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

type ProvidersProps = {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, and toasts' closing (component tests). */
  env?: 'default' | 'test';
};

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <NotificationsProvider autoCloseMs={env === 'test' ? null : undefined}>{children}</NotificationsProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
