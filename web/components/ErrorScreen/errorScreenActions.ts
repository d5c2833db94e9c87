// Which actions an error page offers (spec §2 "Error page"): back to the course list for
// signed-in users, refresh except for permission and not-found errors, and a back link.
import type { ErrorKind } from '../../../domain/errors.ts';

export type ErrorScreenName = ErrorKind;

export type ErrorPageActions = { courseList: boolean; refresh: boolean; back: boolean };

const noRefresh: ReadonlySet<ErrorScreenName> = new Set(['permissionError', 'notFound']);

export function errorScreenActions(name: ErrorScreenName, signedIn: boolean): ErrorPageActions {
  return { courseList: signedIn, refresh: !noRefresh.has(name), back: true };
}

export const errorStatusCode: Readonly<Record<ErrorScreenName, number | null>> = {
  permissionError: 403,
  notFound: 404,
  unprocessableEntity: 422,
  serverError: 500,
  unknownError: null,
};
