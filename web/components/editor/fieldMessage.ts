// A field's error as text: the domain rules carry catalogue keys (`validation.required`),
// a server 422 brings its message already translated.
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const catalogueKey = /^validation\.[a-z_]+$/;

export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | { message?: string } | undefined, values?: Record<string, unknown>): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    return catalogueKey.test(message) ? t(message, values) : message;
  };
}
