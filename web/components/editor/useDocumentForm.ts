// One edited document (a page, a passage) as a form that saves itself: react-hook-form on the
// domain's document schema (validated on every change, errors by field path), useSaver for
// versions, autosave, retries and 409 conflicts, and the first save of a new item.
// - Every user change hands the saver the schema's output (what the server stores) and
//   whether it is valid; an invalid document is never saved, and the Save button waits.
// - A server 422 puts its messages on the fields they name; other failures are `problem`.
// - A new item is created by its first save (POST); later saves update it (PUT). `stored`
//   is the item as last stored; `onCreated` moves the editor to the item's own address
//   without remounting it (EditorSession), so edits typed meanwhile, the caret, the undo
//   history and open dialogs all stay.
// - Unsaved values are kept as the saver's local copy when the session ends; the editor
//   opened at the same address after the login starts from them, unsaved (localCopy.ts).
// - `restore` puts an earlier version's values in the form and stores them through another
//   write (the restore call), saving the teacher's unsaved changes first so none is lost.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { localCopyKey, useRestoredCopy, useSaver } from '../saving/index.ts';
import type { Saver } from '../saving/index.ts';
import { isApiError } from '../../lib/http.ts';

type Stored = { id: number; lock_version: number; last_saved_at: string | null };

export type DocumentFormOptions<TInput extends FieldValues, TDoc, TRecord extends Stored> = {
  schema: z.ZodType<TDoc, TInput>;
  /** The stored record, or null for a new item (created by the first save). */
  loaded: TRecord | null;
  valuesOf: (record: TRecord) => TInput;
  /** Values of a new item. */
  initialValues?: TInput;
  create: (doc: TDoc) => Promise<TRecord>;
  update: (id: number, doc: TDoc, lockVersion: number) => Promise<TRecord>;
  autosave: boolean;
  readOnly: boolean;
  /** Fields a server 422 may name and the form shows messages on. */
  fields: readonly Path<TInput>[];
  /** List fields whose items show their own messages (a 422 on `sections.1.content_html`). */
  lists?: readonly Path<TInput>[];
  onSaved?: (record: TRecord) => void;
  /** The first save of a new item stored it (the editor moves to its address). */
  onCreated?: (record: TRecord) => void;
};

export type DocumentForm<TInput extends FieldValues, TDoc, TRecord> = {
  form: UseFormReturn<TInput, unknown, TDoc>;
  saver: Saver<TDoc, TRecord>;
  /** The item as last stored (null until a new item's first save). */
  stored: TRecord | null;
  /** The current values pass the schema. */
  valid: boolean;
  /** Save now (the Save button); shows the errors instead when invalid. */
  save: () => Promise<TRecord | null>;
  keepMine: () => Promise<TRecord | null>;
  takeTheirs: () => void;
  /**
   * Shows `values` (an earlier version) and stores them with `write` on the version last
   * stored. `unsaved`: changes on screen could not be saved first, nothing was restored;
   * `refused`: not stored (a 409 opens the conflict dialog, a failure shows as `problem`).
   */
  restore: (values: TInput, write: (lockVersion: number) => Promise<TRecord>) => Promise<'restored' | 'unsaved' | 'refused'>;
  /**
   * A failed save that is not a conflict and not on a field: the "Failed to …" line
   * (§8 "Create, update and delete failures").
   */
  problem: unknown;
};

const unsavedStamp = { lock_version: 0, last_saved_at: null };

export function useDocumentForm<TInput extends FieldValues, TDoc, TRecord extends Stored>(
  options: DocumentFormOptions<TInput, TDoc, TRecord>,
): DocumentForm<TInput, TDoc, TRecord> {
  const { schema, loaded, valuesOf, readOnly } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const copyKey = localCopyKey(useLocation().pathname);
  const restored = useRestoredCopy<TInput>(copyKey);
  const [initial] = useState<TInput>(() => restored?.values ?? options.initialValues ?? valuesOf(loaded!));
  const form = useForm<TInput, unknown, TDoc>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onChange',
    defaultValues: initial as DefaultValues<TInput>,
    disabled: readOnly,
  });
  const created = useRef<TRecord | null>(loaded);
  const [stored, setStored] = useState<TRecord | null>(loaded);
  /** A new item whose creation onCreated has not heard of yet. */
  const unannounced = useRef(loaded === null);
  const [valid, setValid] = useState(() => schema.safeParse(initial).success);

  const saver = useSaver<TDoc, TRecord>({
    // A restored copy builds on the version it was made on (a newer one is a conflict).
    loaded: { ...(loaded ?? unsavedStamp), ...(restored ? { lock_version: restored.version } : {}) } as TRecord,
    localCopy: { key: copyKey, values: () => form.getValues() },
    versionOf: (record) => record.lock_version,
    savedAtOf: (record) => record.last_saved_at,
    autosave: options.autosave && !readOnly,
    save: async (doc, lockVersion) => {
      const existing = created.current;
      if (existing) return latest.current.update(existing.id, doc, lockVersion);
      const record = await latest.current.create(doc);
      created.current = record;
      return record;
    },
    onSaved: (record) => {
      const first = unannounced.current;
      unannounced.current = false;
      setStored(record);
      latest.current.onSaved?.(record);
      if (first) latest.current.onCreated?.(record);
    },
  });
  const { changed } = saver;

  const parse = useCallback(() => {
    const values = form.getValues();
    const parsed = schema.safeParse(values);
    return parsed.success ? { doc: parsed.data, ok: true as const } : { doc: structuredClone(values) as unknown as TDoc, ok: false as const };
  }, [form, schema]);

  // A restored copy is unsaved work: the saver holds it (autosave stores it, Save is offered).
  const restoring = useRef(restored !== null);
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    const { doc, ok } = parse();
    setValid(ok);
    changed(doc, ok);
  }, [parse, changed]);

  // Only the teacher's own changes count (resets from "take theirs" or a load do not).
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type !== 'change') return;
          const { doc, ok } = parse();
          setValid(ok);
          changed(doc, ok);
        },
      }),
    [subscribe, parse, changed],
  );

  // A 422 names fields: the server's messages go on them (not a `problem` then), also on
  // the parts of a list field ("sections.1.content_html" under "sections").
  const error = saver.error;
  const fieldErrors = isApiError(error) && error.status === 422 ? Object.keys(error.fields).filter((path) => shownOnForm(options, path)) : [];
  const problem = error && fieldErrors.length === 0 ? error : null;
  useEffect(() => {
    const failure = saver.error;
    if (!isApiError(failure) || failure.status !== 422) return;
    for (const [path, message] of Object.entries(failure.fields)) {
      if (shownOnForm(latest.current, path)) form.setError(path as Path<TInput>, { type: 'server', message });
    }
  }, [saver.error, form]);

  const save = useCallback(async () => {
    const { doc, ok } = parse();
    if (!ok) {
      await form.trigger();
      return null;
    }
    return saver.saveNow(doc);
  }, [parse, form, saver]);

  const keepMine = useCallback(async () => {
    const { doc, ok } = parse();
    if (!ok) return null;
    return saver.keepMine(doc);
  }, [parse, saver]);

  const takeTheirs = useCallback(() => {
    const theirs = saver.takeTheirs();
    if (!theirs) return;
    const values = latest.current.valuesOf(theirs);
    form.reset(values);
    setValid(schema.safeParse(values).success);
    setStored(theirs);
  }, [saver, form, schema]);

  const restore = useCallback(
    async (values: TInput, write: (lockVersion: number) => Promise<TRecord>) => {
      if (saver.dirty && !(await save())) return 'unsaved' as const;
      form.reset(values);
      const { doc, ok } = parse();
      setValid(ok);
      const record = await saver.storeWith(doc, write);
      if (!record) return 'refused' as const;
      // The stored record is the truth (sanitized, its version): the form shows it as loaded.
      const stored = latest.current.valuesOf(record);
      form.reset(stored);
      setValid(schema.safeParse(stored).success);
      return 'restored' as const;
    },
    [saver, save, form, parse, schema],
  );

  return { form, saver, stored, valid, save, keepMine, takeTheirs, restore, problem };
}

/** Whether the form shows a message at `path`: one of its fields, or a part of an item of a list. */
function shownOnForm({ fields, lists = [] }: { fields: readonly string[]; lists?: readonly string[] }, path: string): boolean {
  return fields.includes(path) || lists.some((name) => path.startsWith(`${name}.`));
}
