// What a failed conversion or import says (spec §8): a whole-file problem (422 `fields.file`:
// invalid file, invalid header, a document not matching the template) in the server's words,
// which come in the caller's language, with what to do (a file refused for several problems,
// such as a header with an unknown and a missing column, sends them one per line: each is
// listed); a file over the cap (413); a refusal
// (403) or a topic gone (404); anything else the "Failed to … Please try again." line.
import type { TFunction } from 'i18next';
import { SPREADSHEET_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../../domain/constants.ts';
import { formatMaxSize } from '../../../domain/uploads.ts';
import { failureMessage } from '../../components/failureMessage.ts';
import { isApiError } from '../../lib/http.ts';

export type Failure = { title: string; reason: string | null; hint: string | null; problems?: string[] };

function serverReason(error: { fields: Record<string, string>; body: Record<string, unknown> | null }): string | null {
  const fields = [...new Set(Object.values(error.fields))].filter((text) => text.trim() !== '');
  if (fields.length > 0) return fields.join(' ');
  const message = typeof error.body?.message === 'string' ? error.body.message.trim() : '';
  return message || null;
}

export function convertFailure(t: TFunction, error: unknown): Failure {
  const fallback = t('spreadsheet_import.convert.failed');
  if (!isApiError(error)) return { title: fallback, reason: null, hint: null };
  if (error.status === 413) {
    return {
      title: t('spreadsheet_import.convert.too_large_title'),
      reason: t('spreadsheet_import.convert.too_large', {
        spreadsheet: formatMaxSize(SPREADSHEET_MAX_BYTES),
        images: formatMaxSize(UPLOAD_MAX_BYTES),
      }),
      hint: t('spreadsheet_import.convert.too_large_hint'),
    };
  }
  if (error.status === 422) {
    const reason = serverReason(error);
    const title = t('spreadsheet_import.convert.unreadable_title');
    const hint = t('spreadsheet_import.convert.unreadable_hint');
    const problems = (reason ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
    if (problems.length > 1) return { title, reason: t('spreadsheet_import.convert.problems_intro', { count: problems.length }), hint, problems };
    return { title, reason: reason === fallback ? null : reason, hint };
  }
  return { title: failureMessage(t, error, fallback), reason: null, hint: null };
}

export function importFailure(t: TFunction, error: unknown): Failure {
  const fallback = t('spreadsheet_import.import.failed');
  if (!isApiError(error)) return { title: fallback, reason: null, hint: null };
  if (error.kind === 'permissionError' || error.kind === 'notFound') return { title: failureMessage(t, error, fallback), reason: null, hint: null };
  if (error.status === 422) {
    const reason = serverReason(error);
    return { title: fallback, reason: reason && reason !== fallback ? reason : null, hint: null };
  }
  return { title: fallback, reason: null, hint: null };
}

/**
 * Whether the import's outcome is known to be a failure recorded under its request_id (a 422,
 * a failed job), so a retry needs a new request_id; otherwise (network, 5xx) the first request
 * may have gone through, and a retry sends the same request_id to get its outcome, never a
 * second import.
 */
export function failureIsFinal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
