// Saving a question through the shared saver (spec §4): every save sends the whole document
// and the lock_version the editor last saw; autosave follows the teacher's setting, 3 s after
// the last change, only while the question is valid. A new question's first save creates it
// (POST) and moves the editor to the question's own address; later saves update it (PUT).
// A 422 puts the server's messages on their fields; a 409 opens the conflict dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaver } from '../../../components/saving/index.ts';
import { isApiError } from '../../../lib/http.ts';
import type { Question, QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { questionApi } from '../data/api.ts';
import { questionKeys } from '../data/keys.ts';
import { refreshTopic } from '../data/mutations.ts';

/** What the saver starts from for a question not stored yet. */
export type UnsavedQuestion = { id: null; lock_version: number; last_saved_at: null };
export type SavedRecord = Question | UnsavedQuestion;

type Options = {
  topicId: number;
  loaded: Question | null;
  /** The version a restored local copy was made on: saves build on it (a newer one is a conflict). */
  baseVersion?: number;
  /** Where the form's values are kept when the session ends unsaved (components/saving). */
  localCopy: { key: string; values: () => unknown };
  autosave: boolean;
  /** After the first save of a new question (the page moves to its address). */
  onCreated: (question: Question) => void;
  /** A 422 with messages by field path. */
  onFieldErrors: (fields: Record<string, string>) => void;
};

const unsaved: UnsavedQuestion = { id: null, lock_version: 0, last_saved_at: null };

export function useQuestionSaving({ topicId, loaded, baseVersion, localCopy, autosave, onCreated, onFieldErrors }: Options) {
  const queryClient = useQueryClient();
  const id = useRef<number | null>(loaded?.id ?? null);
  const [questionId, setQuestionId] = useState<number | null>(loaded?.id ?? null);
  const [initialRecord] = useState<SavedRecord>(() => ({ ...(loaded ?? unsaved), ...(baseVersion === undefined ? {} : { lock_version: baseVersion }) }));
  const onCreatedRef = useRef(onCreated);
  const onFieldErrorsRef = useRef(onFieldErrors);
  useEffect(() => {
    onCreatedRef.current = onCreated;
    onFieldErrorsRef.current = onFieldErrors;
  });


  const saver = useSaver<QuestionDocument, SavedRecord>({
    loaded: initialRecord,
    autosave,
    versionOf: (record) => record.lock_version,
    savedAtOf: (record) => record.last_saved_at,
    localCopy,
    save: (doc, version) => (id.current === null ? questionApi.create(topicId, doc) : questionApi.update(id.current, doc, version)),
    onSaved: (record) => {
      if (record.id === null) return;
      const created = id.current === null;
      id.current = record.id;
      setQuestionId(record.id);
      queryClient.setQueryData(questionKeys.detail(record.id), record);
      // The topic lists questions with their text; a new one also joins the Next links.
      void queryClient.invalidateQueries({ queryKey: ['topics', topicId], refetchType: created ? 'active' : 'none' });
      if (created) onCreatedRef.current(record);
    },
  });

  useEffect(() => {
    const error = saver.error;
    if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) onFieldErrorsRef.current(error.fields);
  }, [saver.error]);

  /** Takes the stored version after a conflict; the caller puts it in the form. */
  const takeTheirs = useCallback((): Question | null => {
    const theirs = saver.takeTheirs();
    if (!theirs || theirs.id === null) return null;
    queryClient.setQueryData(questionKeys.detail(theirs.id), theirs);
    void refreshTopic(queryClient, topicId);
    return theirs;
  }, [queryClient, saver, topicId]);

  return { saver, questionId, takeTheirs, conflict: saver.conflict && saver.conflict.id !== null ? saver.conflict : null };
}
