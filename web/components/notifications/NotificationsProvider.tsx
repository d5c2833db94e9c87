// A small toast stack on Mantine's Notification, for messages that follow an action
// (e.g. "Autosave could not be changed"). Toasts close themselves after a few seconds.
import { Notification, Portal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsContext } from './context.ts';
import type { NotifyInput } from './context.ts';

type Toast = NotifyInput & { id: number };

const AUTO_CLOSE_MS = 6000;
const icons = {
  error: <IconAlertTriangle size={18} />,
  success: <IconCheck size={18} />,
  info: <IconInfoCircle size={18} />,
};
const colors = { error: 'red', success: 'teal', info: 'pena' } as const;

type Props = {
  children: ReactNode;
  /** How long a toast stays; null keeps it until the next ones push it out (component tests,
   * which check a toast after waiting for other things: on a busy machine that wait can
   * outlast any fixed time). */
  autoCloseMs?: number | null;
};

export function NotificationsProvider({ children, autoCloseMs = AUTO_CLOSE_MS }: Props) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const notify = useCallback(
    (input: NotifyInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { ...input, id }]);
      if (autoCloseMs !== null) window.setTimeout(() => dismiss(id), autoCloseMs);
    },
    [dismiss, autoCloseMs],
  );
  const value = useMemo(() => ({ notify }), [notify]);

  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <Portal>
        <Stack gap="xs" pos="fixed" bottom={24} right={24} w={360} maw="calc(100vw - 48px)" style={{ zIndex: 400 }}>
          {toasts.map((toast) => {
            const tone = toast.tone ?? 'info';
            return (
              <Notification
                key={toast.id}
                role={tone === 'error' ? 'alert' : 'status'}
                title={toast.title}
                color={colors[tone]}
                icon={icons[tone]}
                withBorder
                closeButtonProps={{ 'aria-label': t('common.close') }}
                onClose={() => dismiss(toast.id)}
              >
                {toast.message}
              </Notification>
            );
          })}
        </Stack>
      </Portal>
    </NotificationsContext.Provider>
  );
}
