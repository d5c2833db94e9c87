// What a failed call says to the teacher, by the kind of error (spec §4, §8), in one place:
// a refusal (403) says it is a matter of permission, with the server's reason when it gives
// one (its messages come in the caller's language); a record that is gone (404) says so;
// anything else gets the action's own "Failed to … Please try again." line.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '../lib/http.ts';

export function failureMessage(t: TFunction, error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'permissionError') {
    const reason = typeof error.body?.message === 'string' ? error.body.message : '';
    return reason || t('errors.action_forbidden');
  }
  if (error.kind === 'notFound') return t('errors.action_not_found');
  return fallback;
}

/** `failureMessage` bound to the current language. */
export function useFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown, fallback: string) => failureMessage(t, error, fallback);
}
