// The question form's state: react-hook-form over the document, validated with the domain's
// rules (questionResolver) on every change — the whole document each time, since a rule on
// one part (a duplicate, "one correct per group") changes messages elsewhere. The parts get
// a stable editing API and the messages by path (which change only when the messages do), so
// typing in one answer re-renders that answer, not the whole editor. Each change is reported
// with its validity to `onChange` (the saver).
// Messages wait for the teacher (spec §4): a field's message shows once that field (or a part
// of it) was changed, all of them once a save was tried or for a stored question; the list
// beside Save names every problem once the teacher has begun. Choosing the type of a blank
// new question is not an edit: no messages and nothing unsaved yet.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../../../../domain/schemas/courses.ts';
import type { QuestionDocument, QuestionSummary } from '../../../../domain/schemas/questions.ts';
import { flattenErrors } from '../model/errors.ts';
import type { PathMessage } from '../model/errors.ts';
import { precedingError } from '../model/links.ts';
import { questionResolver } from '../model/resolver.ts';
import type { ServerError } from '../model/resolver.ts';
import type { QuestionEditing, QuestionErrors } from './editing.ts';
import { useEquationTracker } from './useEquationTracker.ts';

const catalogueKey = /^(validation|questions)\.[a-z_.]+$/;

type Options = {
  initial: QuestionDocument;
  pointsEnabled: boolean;
  topicId: number;
  /** The question's id once stored (null while new). */
  questionId: number | null;
  /** The topic's questions, for the preceding-question check. */
  topicQuestions: readonly QuestionSummary[];
  /** Messages show from the start and every change counts (a stored question). */
  showErrorsAtOnce: boolean;
  /** `initial` is unsaved work (a restored local copy): reported to `onChange` once validated. */
  unsaved?: boolean;
  onChange: (values: QuestionDocument, valid: boolean) => void;
};

const sameMessages = (a: readonly PathMessage[], b: readonly PathMessage[]) =>
  a.length === b.length && a.every((m, i) => m.path === b[i]!.path && m.message === b[i]!.message);

export function useQuestionForm({ initial, pointsEnabled, topicId, questionId, topicQuestions, showErrorsAtOnce, unsaved = false, onChange }: Options) {
  const { t } = useTranslation();
  const serverErrors = useRef(new Map<string, ServerError>());
  const links = useRef({ topicQuestions, questionId });
  useEffect(() => {
    links.current = { topicQuestions, questionId };
  });
  const resolver = useMemo(
    () =>
      questionResolver(pointsEnabled, () => ({
        precedingError: (preceding) => precedingError(links.current.topicQuestions, links.current.questionId, preceding),
        serverErrors: serverErrors.current,
      })),
    [pointsEnabled],
  );
  const form = useForm<QuestionDocument>({ resolver, mode: 'onChange', defaultValues: initial });
  const [valid, setValid] = useState(false);
  const [messages, setMessages] = useState<PathMessage[]>([]);
  const [showErrors, setShowErrors] = useState(showErrorsAtOnce);
  /** Paths the teacher changed: their messages (and their parts') show. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  /** Something was really edited (a stored question: from the start). */
  const edited = useRef(showErrorsAtOnce);
  const equations = useEquationTracker();
  /** True while the form is reset to another version (not the teacher's change). */
  const resetting = useRef(false);
  const run = useRef(0);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  /** Unsaved initial values not yet handed to onChange (the first validation that completes does). */
  const unreported = useRef(unsaved);

  /** Validates the whole document; resolves to its validity, or null when a later run superseded it. */
  const validate = useCallback(async () => {
    const mine = ++run.current;
    const ok = await form.trigger();
    if (mine !== run.current) return null;
    setValid(ok);
    if (unreported.current) {
      unreported.current = false;
      latestOnChange.current(form.getValues(), ok);
    }
    return ok;
  }, [form]);

  useEffect(() => {
    const stopErrors = form.subscribe({
      formState: { errors: true },
      callback: ({ errors }) => {
        const next = flattenErrors(errors);
        setMessages((previous) => (sameMessages(previous, next) ? previous : next));
      },
    });
    void validate();
    // eslint-disable-next-line react-hooks/incompatible-library -- a subscription, not a value read during render
    const subscription = form.watch((_values, { name }) => {
      if (resetting.current) return;
      // A field's change; a whole-form reset (another type) is an edit only after one.
      if (name) {
        edited.current = true;
        setTouched((paths) => (paths.has(name) ? paths : new Set(paths).add(name)));
      }
      const real = edited.current;
      void validate().then((ok) => {
        if (ok !== null && real) latestOnChange.current(form.getValues(), ok);
      });
    });
    return () => {
      stopErrors();
      subscription.unsubscribe();
    };
  }, [form, validate]);

  // Topic links arrive after the form (and change when other questions do): check again.
  useEffect(() => {
    void validate();
  }, [topicQuestions, validate]);

  const translate = useCallback((message: string) => (catalogueKey.test(message) ? t(message, { max: NAME_MAX }) : message), [t]);

  const editing: QuestionEditing = useMemo(
    () => ({
      control: form.control,
      set: <P extends Path<QuestionDocument>>(path: P, value: PathValue<QuestionDocument, P>) => form.setValue(path, value, { shouldDirty: true }),
      patch: (patch: Partial<QuestionDocument>) => {
        for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof QuestionDocument, value as never, { shouldDirty: true });
      },
      getValues: () => form.getValues(),
      topicId,
      equationReporter: equations.reporter,
    }),
    [form, topicId, equations.reporter],
  );

  const errors: QuestionErrors = useMemo(() => {
    const byPath = new Map<string, string>();
    for (const m of messages) if (!byPath.has(m.path)) byPath.set(m.path, m.message);
    return {
      error: (path: string) => {
        const message = showErrors || isTouched(touched, path) ? byPath.get(path) : undefined;
        return message ? translate(message) : undefined;
      },
    };
  }, [messages, showErrors, touched, translate]);

  /** Puts another version in the form (the stored one after a conflict) without counting it as an edit. */
  const replaceWith = useCallback(
    (next: QuestionDocument) => {
      resetting.current = true;
      try {
        form.reset(next);
      } finally {
        resetting.current = false;
      }
      serverErrors.current.clear();
      void validate();
    },
    [form, validate],
  );

  /** A 422's messages, shown on their fields until those fields change. */
  const setServerErrors = useCallback(
    (fields: Record<string, string>) => {
      const values = form.getValues();
      serverErrors.current.clear();
      for (const [path, message] of Object.entries(fields)) {
        const value = path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), values);
        serverErrors.current.set(path, { message, value });
      }
      setShowErrors(true);
      void validate();
    },
    [form, validate],
  );

  return {
    form,
    editing,
    errors,
    valid,
    // The list beside the (disabled) Save button says why it waits, once the teacher has begun.
    errorList: showErrors || touched.size > 0 ? messages : [],
    showErrors: useCallback(() => setShowErrors(true), []),
    validate,
    translate,
    replaceWith,
    setServerErrors,
    equationOpen: equations.anyOpen,
  };
}

/** The path, a part of it or a list it belongs to was changed. */
function isTouched(touched: ReadonlySet<string>, path: string): boolean {
  for (const name of touched) if (name === path || path.startsWith(`${name}.`) || name.startsWith(`${path}.`)) return true;
  return false;
}
