// Renders a component the way the app does (Mantine theme, i18n, TanStack Query,
// notifications, a memory router), with a fresh query client per test.
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { Providers, createQueryClient } from '../app/providers.tsx';
import { AppRouterProvider, routes } from '../app/router.tsx';
import { render } from './dom.ts';

export function renderWithApp(
  ui: ReactElement,
  { path = '/en/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient} env="test">
      <AppRouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** The whole app (its real routes and gates) at an address, in a memory router. */
export function renderApp(path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient} env="test">
      <AppRouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}
