// Spec §2 "Layouts": no top bar and no sidebar (new-content, import, publish and unpublish
// pages). The screen brings its own header (e.g. a back link and a title).
import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LazyFallback } from '../../components/LazyFallback.tsx';

export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="var(--mantine-color-gray-0)" py="xl">
      <Container size="md">
        <Suspense fallback={<LazyFallback />}>{children ?? <Outlet />}</Suspense>
      </Container>
    </Box>
  );
}
