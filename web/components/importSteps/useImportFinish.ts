// Review's Finish import for the imports that end in Review: the kept questions sent, the topic's
// counts refreshed, then its questions tab with a success banner (`${prefix}.done`). A refusal
// that names fields (422) is read back as problems on the questions they name, the rest said in
// the bar (`${prefix}.review.finish_refused` with its hint); any other failure is worded as a
// failed start under `${prefix}.review.finish_failed`. `leaving` is set before the navigation, so
// the warning before leaving does not stop it.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Topic } from '../../../domain/schemas/courses.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { treePaths } from '../../lib/content/treePaths.ts';
import { isApiError } from '../../lib/http.ts';
import { withFlash } from '../feedback/index.ts';
import type { ImportFailure } from './FailureAlert.tsx';

type Options<P extends { message: string }> = {
  prefix: string;
  topic: Topic;
  /** A refusal's fields as problems by question key ('' for those about no question). */
  problemsOf: (fields: Record<string, string>) => ReadonlyMap<string, P[]>;
  /** Any other failure, worded as a failed start. */
  failureOf: (error: unknown) => ImportFailure;
  /** The topic's counts and lists refreshed after the import. */
  refresh: () => unknown;
};

export function useImportFinish<P extends { message: string }>({ prefix, topic, problemsOf, failureOf, refresh }: Options<P>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, P[]>>(new Map());
  const [leaving, setLeaving] = useState(false);

  const finish = async (send: () => Promise<{ question_ids: readonly unknown[] }>) => {
    setFinishing(true);
    setFailure(null);
    try {
      const result = await send();
      void refresh();
      flushSync(() => setLeaving(true));
      void navigate(treePaths.topicQuestions(language, topic.id), withFlash(t(`${prefix}.done`, { count: result.question_ids.length })));
    } catch (error) {
      setFinishing(false);
      if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
        const byKey = problemsOf(error.fields);
        setServerProblems(byKey);
        setFailure({
          code: null,
          title: t(`${prefix}.review.finish_refused`),
          reason: byKey.get('')?.map((p) => p.message).join(' ') ?? null,
          hint: t(`${prefix}.review.finish_refused_hint`),
        });
      } else {
        setFailure({ ...failureOf(error), title: t(`${prefix}.review.finish_failed`) });
      }
    }
  };

  return {
    finish,
    finishing,
    failure,
    /** A refused finish's problems by question key (the server's words). */
    serverProblems,
    leaving,
    /** A new Review: nothing of an earlier finish applies to it. */
    reset: () => {
      setFailure(null);
      setServerProblems(new Map());
    },
  };
}
