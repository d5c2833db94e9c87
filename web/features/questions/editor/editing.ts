// What the parts of the question form share, handed down by QuestionForm in two contexts so
// that a change re-renders only what shows it:
// - QuestionEditing (stable for the form's life): the form's control (each part watches the
//   fields it shows with `useDocValue`), setters by field path, the topic (for uploads) and
//   the equation-modal signal the editor header needs;
// - QuestionErrors (changes only when the messages do): the message at a field path, in the
//   interface language, once the teacher has started editing.
import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import type { Control, Path, PathValue } from 'react-hook-form';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';

export type QuestionEditing = {
  control: Control<QuestionDocument>;
  set: <P extends Path<QuestionDocument>>(path: P, value: PathValue<QuestionDocument, P>) => void;
  /** Replaces several lists at once (adding, removing, moving parts). */
  patch: (patch: Partial<QuestionDocument>) => void;
  getValues: () => QuestionDocument;
  topicId: number;
  /** A stable callback per rich-text field (by an id of the caller's) reporting its equation modal. */
  equationReporter: (id: string) => (open: boolean) => void;
};

export type QuestionErrors = { error: (path: string) => string | undefined };

export const QuestionEditingContext = createContext<QuestionEditing | null>(null);
export const QuestionErrorsContext = createContext<QuestionErrors>({ error: () => undefined });

export function useQuestionEditing(): QuestionEditing {
  const editing = useContext(QuestionEditingContext);
  if (!editing) throw new Error('useQuestionEditing is only available inside the question form');
  return editing;
}

/** The message at a field path (translated), when messages are shown. */
export function useFieldErrors(): QuestionErrors['error'] {
  return useContext(QuestionErrorsContext).error;
}

/** The current value of one field of the document (re-renders when it changes). */
export function useDocValue<P extends Path<QuestionDocument>>(name: P): PathValue<QuestionDocument, P> {
  const { control } = useQuestionEditing();
  return useWatch({ control, name }) as PathValue<QuestionDocument, P>;
}

/** A fresh key for a new part (unique within its list). */
export const newPartKey = () => globalThis.crypto.randomUUID();
