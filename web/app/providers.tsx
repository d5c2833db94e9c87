// Everything the app runs inside: Mantine (theme), TanStack Query, i18next, notifications.
import './styles/firstScreen.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NotificationsProvider } from '../components/notifications/index.ts';
import { isApiError } from '../lib/http.ts';
import { i18n } from '../i18n/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

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

/**
 * Mantine with the theme, in the page's language: every close button (of a modal, a drawer, an
 * alert, a notification) is named "Close" for screen readers unless it says otherwise.
 */
function LocalizedMantine({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const { t } = useTranslation();
  const close = t('common.close');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        // Plain overrides, not Component.extend: importing Drawer here would put it (and its
        // styles) into the first screen's chunk.
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Alert: { defaultProps: { closeButtonLabel: close } },
        },
      }),
    [close],
  );
  // One colour scheme, the one checked for contrast: forced, so neither the system's setting nor
  // a value left in the browser's storage brings Mantine's untested dark palette.
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine env={env}>
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider autoCloseMs={env === 'test' ? null : undefined}>{children}</NotificationsProvider>
        </QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
