// Everything the app runs inside: Mantine (theme), TanStack Query, i18next, notifications.
import './styles/firstScreen.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationsProvider } from '../components/notifications/index.ts';
import { isApiError } from '../lib/http.ts';
import { i18n } from '../i18n/index.ts';
import { theme } from './theme.ts';

/**
 * One client per app. A 401 from any request means the session ended: the auth gate hears it
 * (features/auth sessionEnd.ts) and shows the login screen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: true,
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
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
