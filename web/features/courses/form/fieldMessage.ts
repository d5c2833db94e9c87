// A field's error as text. Rules carry catalogue keys (`validation.too_long`,
// `course_form.errors.…`), translated here with the field's maximum; a server 422 message
// arrives already in the user's language and is shown as it is.
import { useTranslation } from 'react-i18next';
import { fieldMaximums, TIME_LIMIT_MAX } from './courseFormSchema.ts';
import type { CourseFormValues } from './courseFormSchema.ts';

const catalogueKey = /^(validation|course_form)\.[a-z_.]+$/;

export function useFieldMessage() {
  const { t } = useTranslation();
  return (field: keyof CourseFormValues, error: { message?: string } | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    if (!catalogueKey.test(message)) return message;
    return t(message, { max: field === 'time_limit' ? TIME_LIMIT_MAX : fieldMaximums[field] });
  };
}
