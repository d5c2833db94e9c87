// What a failed import says (spec §8 "Create, update and delete failures": "Failed to import
// questions. Please try again."), with the server's reason where it gives one: a refusal's own
// message (403), a record gone (404), or why it could not be done (422: the fields' messages,
// or a failed job's reason).
import type { TFunction } from 'i18next';
import { failureMessage } from '../../../components/failureMessage.ts';
import { isApiError } from '../../../lib/http.ts';

export type Failure = { message: string; reason: string | null };

export function describeFailure(t: TFunction, error: unknown): Failure {
  const fallback = t('importing.failed');
  if (!isApiError(error)) return { message: fallback, reason: null };
  if (error.kind === 'permissionError' || error.kind === 'notFound') {
    const message = failureMessage(t, error, fallback);
    return { message: fallback, reason: message !== fallback ? message : null };
  }
  if (error.status === 422) {
    const fields = [...new Set(Object.values(error.fields))].filter((text) => text.trim() !== '');
    const reason = fields.length > 0 ? fields.join(' ') : typeof error.body?.message === 'string' ? error.body.message : '';
    return { message: fallback, reason: reason.trim() !== '' && reason !== fallback ? reason : null };
  }
  return { message: fallback, reason: null };
}
