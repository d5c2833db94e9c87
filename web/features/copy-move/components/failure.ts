// What a failed copy or move says (spec §8): the "Failed to copy unit. Please try again."
// pattern of its action and kind, and the server's reason where it gives one: a refusal's
// own message (403, already in the §8 pattern), a record gone (404), or why it could not be
// done (422: the fields' messages, e.g. "It is already there.", or a failed job's reason).
import type { TFunction } from 'i18next';
import type { CopyAction, CopyKind } from '../../../../domain/schemas/copying.ts';
import { failureMessage } from '../../../components/failureMessage.ts';
import { isApiError } from '../../../lib/http.ts';
import { screenWord } from '../../../lib/screenWords.ts';

export type Failure = { message: string; reason: string | null };

export function describeFailure(t: TFunction, error: unknown, action: CopyAction, kind: CopyKind): Failure {
  const fallback = t(`copy_move.failed.${action}.${screenWord(kind)}`);
  if (!isApiError(error)) return { message: fallback, reason: null };
  if (error.kind === 'permissionError' || error.kind === 'notFound') return { message: failureMessage(t, error, fallback), reason: null };
  if (error.status === 422) {
    const fields = [...new Set(Object.values(error.fields))].filter((text) => text.trim() !== '');
    const reason = fields.length > 0 ? fields.join(' ') : typeof error.body?.message === 'string' ? error.body.message : '';
    return { message: fallback, reason: reason.trim() !== '' && reason !== fallback ? reason : null };
  }
  return { message: fallback, reason: null };
}
