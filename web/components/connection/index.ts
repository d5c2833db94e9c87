export { ConnectionNotices } from './ConnectionNotices.tsx';
export { OfflineState } from './OfflineState.tsx';
