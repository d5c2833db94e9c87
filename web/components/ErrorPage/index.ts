export { ErrorPage } from './ErrorPage.tsx';
export { errorPageActions, errorStatusCode } from './errorPageActions.ts';
export type { ErrorPageActions, ErrorPageName } from './errorPageActions.ts';
