// The notices about the connection and the app itself, over every screen and never in the
// way (bottom left; the toasts keep the bottom right): "You are offline" while Pena cannot
// reach its server, and "A new version of Pena is ready" with a Reload button when the
// service worker holds one (it never reloads by itself).
import { Button, Group, Notification, Portal, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/connection.ts';
import { applyUpdate, useUpdateReady } from '../../lib/serviceWorker/updates.ts';

/** While offline, how often the queries that failed ask again (a browser that says "online"
 * sends no event when the server comes back). */
const RETRY_OFFLINE_MS = 15_000;

export function ConnectionNotices() {
  const { t } = useTranslation();
  const offline = useOffline();
  const updateReady = useUpdateReady();
  const [updateDismissed, setUpdateDismissed] = useState(false);
  useRetryWhileOffline(offline);
  const showUpdate = updateReady && !updateDismissed;
  if (!offline && !showUpdate) return null;

  return (
    <Portal>
      <Stack gap="xs" pos="fixed" bottom={24} left={24} w={420} maw="calc(100vw - 48px)" style={{ zIndex: 300 }}>
        {offline && (
          <Notification role="status" color="orange" icon={<IconWifiOff size={18} />} withCloseButton={false} withBorder data-testid="offline-notice">
            {t('connection.offline_notice')}
          </Notification>
        )}
        {showUpdate && (
          <Notification
            role="status"
            color="pena"
            icon={<IconRefresh size={18} />}
            withBorder
            closeButtonProps={{ 'aria-label': t('common.close') }}
            onClose={() => setUpdateDismissed(true)}
            data-testid="update-notice"
          >
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">{t('connection.update_ready')}</Text>
              <Button size="xs" style={{ flexShrink: 0 }} onClick={() => applyUpdate()}>
                {t('connection.reload')}
              </Button>
            </Group>
          </Notification>
        )}
      </Stack>
    </Portal>
  );
}

/**
 * The queries that failed for want of a connection ask again when it returns (TanStack Query
 * refetches only those it paused itself), and every RETRY_OFFLINE_MS meanwhile.
 */
function useRetryWhileOffline(offline: boolean) {
  const queryClient = useQueryClient();
  const wasOffline = useRef(offline);
  useEffect(() => {
    const retry = () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    if (wasOffline.current && !offline) retry();
    wasOffline.current = offline;
    if (!offline) return;
    const timer = window.setInterval(retry, RETRY_OFFLINE_MS);
    return () => window.clearInterval(timer);
  }, [offline, queryClient]);
}
