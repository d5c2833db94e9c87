import { createContext, useContext } from 'react';

export type NotifyInput = { title?: string; message: string; tone?: 'error' | 'success' | 'info' };
type NotificationsValue = { notify: (input: NotifyInput) => void };

export const NotificationsContext = createContext<NotificationsValue | null>(null);

export function useNotify(): NotificationsValue['notify'] {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotify must be used inside NotificationsProvider');
  return value.notify;
}
