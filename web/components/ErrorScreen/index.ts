export { ErrorScreen } from './ErrorScreen.tsx';
export { errorScreenActions, errorStatusCode } from './errorScreenActions.ts';
export type { ErrorPageActions, ErrorScreenName } from './errorScreenActions.ts';
