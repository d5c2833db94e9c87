// What a failed import of another tool's file says, in the teacher's language, with what to do:
// each refusal of a whole file (INTERCHANGE_IMPORT_FAILURES) read from the failed job (its code
// in result.error, or as its error), from the start's reply (422 with a code or `fields`), or
// from the storage's refusal. A refusal with a code is worded here alone: the server's text for it
// is that code's fixed message, which the title and hint already say, and in the language the job
// was started in rather than the screen's; shown beside them it said everything twice.
import type { TFunction } from 'i18next';
import { INTERCHANGE_IMPORT_FAILURES, INTERCHANGE_MAX_QUESTIONS } from '../../../domain/schemas/interchange.ts';
import type { InterchangeImportFailure } from '../../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { formatMaxSize, uploadRule } from '../../../domain/uploads.ts';
import { failureMessage } from '../../components/failureMessage.ts';
import type { ImportFailure } from '../../components/importSteps/index.ts';
import { isApiError } from '../../lib/http.ts';
import { UploadError } from '../../lib/upload.ts';

export type Failure = ImportFailure & { code: InterchangeImportFailure | null };

const isFailureCode = (value: unknown): value is InterchangeImportFailure => (INTERCHANGE_IMPORT_FAILURES as readonly unknown[]).includes(value);

/** The failure's title and what to do, with the limits a file must keep to. */
export function failureByCode(t: TFunction, code: InterchangeImportFailure): Failure {
  const limits = { max: formatMaxSize(uploadRule('interchange_import').maxBytes), questions: INTERCHANGE_MAX_QUESTIONS };
  return { code, title: t(`interchange.failure.${code}`), reason: null, hint: t(`interchange.failure.${code}_hint`, limits) };
}

/** A failed upload to storage, or a refused start. */
export function startFailure(t: TFunction, error: unknown): Failure {
  if (error instanceof UploadError) {
    if (error.code === 'EntityTooLarge') return failureByCode(t, 'file_too_large');
    return { code: null, title: t('interchange.failure.upload_failed'), reason: null, hint: t('interchange.failure.upload_failed_hint') };
  }
  if (!isApiError(error)) return failureByCode(t, 'server_error');
  const serverText = typeof error.body?.message === 'string' ? error.body.message : null;
  if (isFailureCode(error.code)) return failureByCode(t, error.code);
  if (error.status === 413) return failureByCode(t, 'file_too_large');
  if (error.kind === 'permissionError' || error.kind === 'notFound') {
    return { code: null, title: failureMessage(t, error, t('interchange.failure.server_error')), reason: null, hint: null };
  }
  if (error.status === 422) {
    const reasons = Object.values(error.fields).join(' ');
    return { code: null, title: t('interchange.failure.refused'), reason: reasons || serverText, hint: t('interchange.failure.refused_hint') };
  }
  return failureByCode(t, 'server_error');
}

/** A failed (or cancelled) job: its code when it names one, and its text. */
export function jobFailureOf(t: TFunction, job: JobStatusReply | undefined): Failure {
  const result = (job?.result ?? {}) as Record<string, unknown>;
  const text = job?.error?.trim() || null;
  const code = isFailureCode(result.error) ? result.error : isFailureCode(text) ? text : null;
  if (code) return failureByCode(t, code);
  return { code: null, title: t('interchange.failure.job_failed'), reason: text, hint: t('interchange.failure.job_failed_hint') };
}

/**
 * Whether the start's outcome is known (a 4xx, recorded under its request_id), so another try
 * needs a new request_id; after a network error or a 5xx the same one is sent again, to get the
 * first outcome rather than start a second job.
 */
export function failureIsFinal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
