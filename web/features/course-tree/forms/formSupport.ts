// Shared by the unit and topic forms: the form's state and save, a field's error as text,
// and a failed save turned into what the form shows (field errors from a 422, the conflict
// notice for a 409, else what web/components/failureMessage.ts says for the error: a
// refusal says permission, anything else the "Failed to … Please try again." line of §8
// "Create, update and delete failures").
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NAME_MAX, DESCRIPTION_MAX } from '../../../../domain/schemas/courses.ts';
import { useUnsavedChanges } from '../../../components/feedback/index.ts';
import { isApiError } from '../../../lib/http.ts';

const catalogueKey = /^validation\.[a-z_]+$/;
const maximums: Record<string, number> = { name: NAME_MAX, description: DESCRIPTION_MAX, questions_label: NAME_MAX };

/** Rules carry catalogue keys (`validation.required`); a server 422 message arrives already translated. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (field: string, error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    return catalogueKey.test(message) ? t(message, { max: maximums[field] }) : message;
  };
}

export type SaveProblem = { kind: 'conflict' } | { kind: 'failed'; error: unknown } | null;

/** Puts a 422's field messages on the fields; says whether the failure was a conflict or a plain failure. */
export function saveProblem<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): SaveProblem {
  if (isApiError(error) && error.status === 409) return { kind: 'conflict' };
  if (isApiError(error) && error.status === 422) {
    let placed = false;
    for (const [path, message] of Object.entries(error.fields)) {
      const field = fields.find((name) => name === path);
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (placed) return null;
  }
  return { kind: 'failed', error };
}

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A unit or topic form on its domain schema: checked on every change (mode 'onChange'), the
 * save with what went wrong (`problem`; a 422's messages go on `fields`), and the
 * leave-or-stay question while there are unsaved changes (not after a save succeeds).
 */
export function useSaveForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  fields: readonly Path<z.input<S>>[],
  onSubmit: (values: z.output<S>) => Promise<unknown>,
) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onChange',
    defaultValues,
  });
  const unsaved = useUnsavedChanges(form.formState.isDirty && !saved);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      // Committed now, so the navigation that follows a save is not taken for leaving unsaved work.
      flushSync(() => setSaved(true));
      await onSubmit(values);
    } catch (error) {
      setSaved(false);
      setProblem(saveProblem(error, form.setError, fields));
    }
  });
  return { form, problem, unsaved, submit };
}
