export { NotificationsProvider } from './NotificationsProvider.tsx';
export { useNotify } from './context.ts';
export type { NotifyInput } from './context.ts';
