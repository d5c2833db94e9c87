// What a failed document import says (spec §8 "Document import": unsupported file type, file too
// large, server error, upload error with retry minutes, heavy load with retry time, quota
// exhausted; and in its style: the member's share used up, an empty file), with what the
// teacher can do. Read from the start's reply (422 with the code or
// `fields.file`, 429 `upload_retry` with retry_after_minutes, 503 `heavy_load` with retry_at),
// from the storage's refusal of the file, or from the failed job (its text, in the teacher's
// language, and its code when the job's result carries one).
import type { TFunction } from 'i18next';
import { DOCUMENT_IMPORT_MAX_BYTES } from '../../../domain/constants.ts';
import { DOCUMENT_IMPORT_FAILURES } from '../../../domain/schemas/documents.ts';
import type { DocumentImportFailure } from '../../../domain/schemas/documents.ts';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { formatMaxSize } from '../../../domain/uploads.ts';
import { failureMessage } from '../../components/failureMessage.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { acceptedTypesChoice } from '../../lib/fileTypes.ts';
import { isApiError } from '../../lib/http.ts';
import { UploadError } from '../../lib/upload.ts';

export type Failure = {
  code: DocumentImportFailure | null;
  title: string;
  /** The server's own words, when they add to the title. */
  reason: string | null;
  /** What to do. */
  hint: string | null;
};

export type RetryFacts = { retry_after_minutes?: number; retry_at?: number; recharges_at?: number };
/**
 * When the school's quota comes back (epoch ms), for the "quota exhausted" text; the member's
 * share and when it comes back, for the "your share is used up" text.
 */
export type FailureContext = { language: string; quotaRechargesAt: number | null; memberShare?: number; memberRechargesAt?: number | null };

const isFailureCode = (value: unknown): value is DocumentImportFailure => (DOCUMENT_IMPORT_FAILURES as readonly unknown[]).includes(value);
/**
 * The server's words without a first sentence that only repeats the title (the job's §8 text
 * opens with it: "No text was found in this document. A scanned PDF cannot be read: …").
 */
export function afterTitle(reason: string | null, title: string): string | null {
  if (!reason) return null;
  const head = title.trim().replace(/[.!]$/, '').toLocaleLowerCase();
  if (head === '' || !reason.toLocaleLowerCase().startsWith(head)) return reason;
  const rest = reason.slice(head.length);
  if (rest !== '' && !/^[.!:;]/.test(rest)) return reason;
  return rest.replace(/^[.!:;\s]+/, '') || null;
}

const epochIso = (ms: number | undefined | null) => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null);

/** The §8 text of a failure code, with the retry facts the reply carried. */
export function failureByCode(t: TFunction, code: DocumentImportFailure, facts: RetryFacts, context: FailureContext, serverText: string | null = null): Failure {
  const p = 'document_import.failure';
  // The server's §8 text already says what to do; a hint of ours is added only when it says
  // nothing, or when the hint carries the reply's own facts (minutes, time, date).
  const reason = serverText && serverText.trim() !== '' && serverText.trim() !== t(`${p}.${code}`, { max: '' }) ? serverText.trim() : null;
  const factual = code === 'upload_retry' || code === 'heavy_load' || code === 'quota_exhausted' || code === 'member_quota_exhausted';
  const withReason = (title: string, hint: string | null): Failure => {
    const rest = afterTitle(reason, title);
    // A factual hint the server's words already end with ("Please try again in 50 minutes.") is not said twice.
    const said = rest !== null && hint !== null && rest.toLocaleLowerCase().includes(hint.toLocaleLowerCase());
    return { code, title, reason: rest, hint: (rest && !factual) || said ? null : hint };
  };
  switch (code) {
    case 'unsupported_type':
      return withReason(t(`${p}.unsupported_type`), t(`${p}.unsupported_type_hint`, { types: acceptedTypesChoice('document_import', context.language) }));
    case 'file_too_large':
      return withReason(t(`${p}.file_too_large`, { max: formatMaxSize(DOCUMENT_IMPORT_MAX_BYTES) }), t(`${p}.file_too_large_hint`));
    case 'upload_retry': {
      const minutes = facts.retry_after_minutes;
      return withReason(t(`${p}.upload_retry`), typeof minutes === 'number' ? t(`${p}.upload_retry_hint`, { count: Math.max(1, Math.ceil(minutes)) }) : t(`${p}.retry_later`));
    }
    case 'heavy_load': {
      const at = formatDateTime(epochIso(facts.retry_at), context.language);
      return withReason(t(`${p}.heavy_load`), at ? t(`${p}.heavy_load_hint`, { time: at }) : t(`${p}.retry_later`));
    }
    case 'quota_exhausted': {
      const date = formatDate(epochIso(context.quotaRechargesAt), context.language);
      return withReason(t(`${p}.quota_exhausted`), date ? t(`${p}.quota_exhausted_hint`, { date }) : t(`${p}.quota_exhausted_no_date`));
    }
    case 'member_quota_exhausted': {
      const date = formatDate(epochIso(facts.recharges_at ?? context.memberRechargesAt), context.language);
      const limit = context.memberShare ?? '';
      return withReason(t(`${p}.member_quota_exhausted`), date ? t(`${p}.member_quota_exhausted_hint`, { date, limit }) : t(`${p}.member_quota_exhausted_no_date`, { limit }));
    }
    case 'empty_file':
      return withReason(t(`${p}.empty_file`), t(`${p}.empty_file_hint`));
    case 'password_protected':
      return withReason(t(`${p}.password_protected`), t(`${p}.password_protected_hint`));
    case 'corrupt_file':
      return withReason(t(`${p}.corrupt_file`), t(`${p}.corrupt_file_hint`));
    case 'no_text':
      return withReason(t(`${p}.no_text`), t(`${p}.no_text_hint`));
    case 'no_questions':
      return withReason(t(`${p}.no_questions`), t(`${p}.no_questions_hint`));
    case 'server_error':
      return withReason(t(`${p}.server_error`), t(`${p}.server_error_hint`));
  }
}

/** A failed upload to storage, or a refused start. */
export function startFailure(t: TFunction, error: unknown, context: FailureContext): Failure {
  if (error instanceof UploadError) {
    if (error.code === 'EntityTooLarge') return failureByCode(t, 'file_too_large', {}, context);
    return { code: null, title: t('document_import.failure.upload_failed'), reason: null, hint: t('document_import.failure.upload_failed_hint') };
  }
  if (!isApiError(error)) return failureByCode(t, 'server_error', {}, context);
  const body = error.body ?? {};
  const facts: RetryFacts = {
    retry_after_minutes: typeof body.retry_after_minutes === 'number' ? body.retry_after_minutes : undefined,
    retry_at: typeof body.retry_at === 'number' ? body.retry_at : undefined,
    recharges_at: typeof body.recharges_at === 'number' ? body.recharges_at : undefined,
  };
  const serverText = typeof body.message === 'string' ? body.message : null;
  if (isFailureCode(error.code)) return failureByCode(t, error.code, facts, context, serverText);
  if (error.status === 429) return failureByCode(t, 'upload_retry', facts, context, serverText);
  if (error.status === 503) return failureByCode(t, 'heavy_load', facts, context, serverText);
  if (error.status === 413) return failureByCode(t, 'file_too_large', facts, context);
  if (error.kind === 'permissionError' || error.kind === 'notFound') {
    return { code: null, title: failureMessage(t, error, t('document_import.failure.server_error')), reason: null, hint: null };
  }
  if (error.status === 422) {
    const fileReason = error.fields.file ?? error.fields.file_key ?? null;
    const reasons = fileReason ?? Object.values(error.fields).join(' ') ?? '';
    return { code: null, title: t('document_import.failure.refused'), reason: reasons || serverText, hint: t('document_import.failure.refused_hint') };
  }
  return failureByCode(t, 'server_error', facts, context);
}

/** A failed (or cancelled) job: its code and retry facts when its result carries them, and its text. */
export function jobFailureOf(t: TFunction, job: JobStatusReply | undefined, context: FailureContext): Failure {
  const result = (job?.result ?? {}) as Record<string, unknown>;
  const code = isFailureCode(result.error) ? result.error : null;
  const facts: RetryFacts = {
    retry_after_minutes: typeof result.retry_after_minutes === 'number' ? result.retry_after_minutes : undefined,
    retry_at: typeof result.retry_at === 'number' ? result.retry_at : undefined,
  };
  const text = job?.error?.trim() || null;
  if (code) return failureByCode(t, code, facts, context, text);
  return { code: null, title: t('document_import.failure.job_failed'), reason: text, hint: t('document_import.failure.job_failed_hint') };
}

/**
 * Whether the start's outcome is known (a 4xx, or a 503 naming its §8 code: recorded under its
 * request_id), so another try needs a new request_id; after a network error or another 5xx the
 * same one is sent again, to get the first outcome rather than start a second job.
 */
export function failureIsFinal(error: unknown): boolean {
  return isApiError(error) && ((error.status >= 400 && error.status < 500) || isFailureCode(error.code));
}
