// Spec §2 "Layouts": the top bar only (every page that is not an overview, a new-content,
// import or publish page). Lazy screens load inside, under the bar.
import { AppShell, Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LazyFallback } from '../../components/LazyFallback.tsx';
import { AppFooter } from './AppFooter.tsx';
import { AppTopBar } from './AppTopBar.tsx';

export const HEADER_HEIGHT = 60;

export function TopBarLayout({ children }: { children?: ReactNode }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} bg="var(--mantine-color-gray-0)">
      <AppShell.Header withBorder>
        <AppTopBar />
      </AppShell.Header>
      <AppShell.Main display="flex" style={{ flexDirection: 'column', minHeight: '100vh' }}>
        <Box flex={1} py="xl">
          <Container size="lg">
            <Suspense fallback={<LazyFallback />}>{children ?? <Outlet />}</Suspense>
          </Container>
        </Box>
        <Box bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Container size="lg">
            <AppFooter />
          </Container>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
