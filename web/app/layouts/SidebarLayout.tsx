// Spec §2 "Layouts": the left sidebar plus the top bar (course, unit, topic and topic
// question overviews). The sidebar can be collapsed, and stays so across reloads (kept in
// this browser's local storage, §2 "Sidebar"); the screen passes its content. On a phone the
// sidebar covers the page, so there it starts closed, opens with the same button and closes
// again when a link in it is followed.
import { ActionIcon, AppShell, Box, Loader, Tooltip, em } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LazyFallback } from '../../components/LazyFallback.tsx';
import { AppTopBar } from './AppTopBar.tsx';
import { HEADER_HEIGHT } from './TopBarLayout.tsx';

export const SIDEBAR_WIDTH = 300;
export const SIDEBAR_COLLAPSED_KEY = 'pena.sidebar.collapsed';
const TOGGLE_SIZE = 34; // ActionIcon size "lg"

export function SidebarLayout({ sidebar, children }: { sidebar: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useLocalStorage({ key: SIDEBAR_COLLAPSED_KEY, defaultValue: false, getInitialValueInEffect: false });
  // Below Mantine's `sm` breakpoint (48em), where AppShell shows the navbar full width.
  const phone = useMediaQuery(`(max-width: ${em(767)})`, false, { getInitialValueInEffect: false });
  // Open on the page it was opened on: following a link in it closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const phoneOpen = openOn === pathname;
  const hidden = phone ? !phoneOpen : collapsed;
  const toggle = phone ? () => setOpenOn(phoneOpen ? null : pathname) : () => setCollapsed((current) => !current);
  const label = hidden ? t('layout.expand_sidebar') : t('layout.collapse_sidebar');

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { desktop: collapsed, mobile: !phoneOpen } }}
      bg="var(--mantine-color-gray-0)"
    >
      <AppShell.Header withBorder>
        <AppTopBar />
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label={t('layout.sidebar')} style={{ overflow: 'hidden' }}>
        {/* The sidebar may be lazy-loaded on its own; the page does not wait for it. */}
        <Suspense fallback={<Loader size="sm" m="md" aria-label={t('common.loading')} />}>{sidebar}</Suspense>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* Top right of the sidebar (beside its back link; on a phone, of the screen); once
            hidden, at the left edge of the page, which then leaves room for it. */}
        <Box
          pos="fixed"
          top={HEADER_HEIGHT + 12}
          left={hidden ? 16 : phone ? undefined : SIDEBAR_WIDTH - 16 - TOGGLE_SIZE}
          right={!hidden && phone ? 16 : undefined}
          style={{ zIndex: 150 }}
        >
          <Tooltip label={label}>
            <ActionIcon variant="default" size="lg" radius="xl" onClick={toggle} aria-label={label}>
              {hidden ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />}
            </ActionIcon>
          </Tooltip>
        </Box>
        {/* On a phone the page starts below the button rather than beside it. */}
        <Box {...(phone ? { p: 'md', pt: 12 + TOGGLE_SIZE + 12 } : { p: 'xl', pl: hidden ? 16 + TOGGLE_SIZE + 16 : 'xl' })}>
          <Suspense fallback={<LazyFallback />}>{children ?? <Outlet />}</Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
