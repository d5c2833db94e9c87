// The passage editor (spec §3 "Passage (question reference)", §4 saving): an optional title
// and the rich reading text (math, media, tables), saved like a page — autosave after a
// pause, the Save button, the version it loaded, the conflict dialog on a 409 — and the list
// of the topic's questions that use it. A passage imported from the provider's courses is
// shown read-only with the §8 message; so is one the teacher may not edit.
import { Alert, Paper, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { canDeleteRecord, canEditRecord } from '../../../../domain/access/index.ts';
import { PROVIDER_READ_ONLY_MESSAGE, passageDocumentSchema } from '../../../../domain/schemas/content.ts';
import type { Passage, PassageDocument, PassageDocumentInput } from '../../../../domain/schemas/content.ts';
import { NAME_MAX } from '../../../../domain/schemas/courses.ts';
import type { QuestionSummary } from '../../../../domain/schemas/questions.ts';
import {
  DeleteMenu,
  EditorLayout,
  editorPaths,
  SaveProblem,
  useDocumentForm,
  useFieldMessage,
  useLeave,
  useNextItem,
} from '../../../components/editor/index.ts';
import type { EditorTopic, MoveTo, TopicItem } from '../../../components/editor/index.ts';
import { withFlash } from '../../../components/feedback/index.ts';
import { RichTextEditor } from '../../../components/richText/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useSignedIn } from '../../auth/index.ts';
import { ChangedSincePublished, changedSincePublished, historyApi, ItemHistory } from '../../history/index.ts';
import type { HistorySubject, PublishedMark } from '../../history/index.ts';
import { passageApi } from '../data/api.ts';
import { rememberSavedPassage, useDeletePassage } from '../data/hooks.ts';
import { LinkedQuestions } from './LinkedQuestions.tsx';
import { PassageConflict } from './PassageConflict.tsx';
import { passageFields, passageValuesOf } from './passageHistory.ts';
import { PassageSections } from './PassageSections.tsx';
import { PresenceAvatars, usePresence } from '../../presence/index.ts';

const FIELDS = ['title', 'content_html', 'sections'] as const;

export function passageValues(passage: Passage): PassageDocumentInput {
  return { title: passage.title, content_html: passage.content_html, sections: passage.sections };
}
export const newPassageValues = (): PassageDocumentInput => ({ title: '', content_html: '', sections: [] });

type Props = {
  topic: EditorTopic;
  items: readonly TopicItem[];
  questions: readonly QuestionSummary[];
  passage: Passage | null;
  initialValues?: PassageDocumentInput;
  /** A new passage's first save stored it: move to its own address, keeping this editor. */
  moveTo?: MoveTo;
  /** What the topic's list says of the passage's publishing. */
  published?: PublishedMark;
};

export function PassageEditor({ topic, items, questions, passage: loaded, initialValues, moveTo, published }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { user, access } = useSignedIn();
  const message = useFieldMessage();
  const [equationOpen, setEquationOpen] = useState(false);
  const { leaving, leave, passOn } = useLeave();
  const remove = useDeletePassage();

  const providerOwned = loaded?.read_only ?? false;
  const canEdit = !providerOwned && (loaded ? canEditRecord(access, { creatorId: loaded.creator_id }, user.id) : access.canCreate);
  const readOnly = !canEdit;

  const editor = useDocumentForm<PassageDocumentInput, PassageDocument, Passage>({
    schema: passageDocumentSchema,
    loaded,
    valuesOf: passageValues,
    initialValues,
    create: (doc) => passageApi.create(topic.id, doc),
    update: (id, doc, lockVersion) => passageApi.update(id, doc, lockVersion),
    autosave: user.autosave_effective,
    readOnly,
    fields: FIELDS,
    lists: ['sections'],
    onSaved: (saved) => rememberSavedPassage(queryClient, saved),
    onCreated: (created) => passOn(() => moveTo?.(created.id, editorPaths.item(language, 'passages', created.id))),
  });
  const { form, saver } = editor;
  /** The passage as last stored: null until a new passage's first save. */
  const passage = editor.stored;
  const canDelete = passage !== null && !providerOwned && canDeleteRecord(access, { creatorId: passage.creator_id }, user.id);
  const { errors } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' });
  const nextItem = useNextItem(topic.id, items, passage ? { contentType: 'passages', id: passage.id } : null);
  const kind = t('passages.kind');
  useScreenTitle(title || kind);

  const failedLine = passage ? t('passages.update_failed') : t('passages.create_failed');
  const others = usePresence('passage', passage?.id);

  const history: HistorySubject | null = passage && {
    item: { type: 'passage', id: passage.id },
    fieldsOf: passageFields,
    draft: () => form.getValues(),
    canRestore: canEdit,
    restore: (version) =>
      editor.restore(passageValuesOf(version.document), (lockVersion) => historyApi.restore<Passage>({ type: 'passage', id: passage.id }, version.id, lockVersion)),
  };

  const deletePassage = () => {
    if (!passage) return;
    remove.mutate(passage, {
      onSuccess: () => {
        leave(editorPaths.topic(language, topic.id), withFlash(t('passages.deleted')));
      },
    });
  };

  return (
    <EditorLayout
      topic={topic}
      kind={kind}
      title={title}
      saver={saver}
      equationOpen={equationOpen}
      readOnly={readOnly}
      onSave={() => void editor.save()}
      saveDisabled={!editor.valid}
      nextItem={nextItem}
      leaving={leaving}
      presence={<PresenceAvatars people={others} />}
      actions={
        <>
          {history && <ItemHistory subject={history} />}
          {canDelete ? (
            <DeleteMenu
              deleteLabel={t('passages.delete')}
              confirmTitle={t('passages.delete_title')}
              confirmBody={t('passages.delete_body')}
              reset={remove.reset}
              onConfirm={deletePassage}
              loading={remove.isPending}
              error={remove.isError ? t('passages.delete_failed') : null}
            />
          ) : null}
        </>
      }
    >
      <Stack gap="lg">
        {providerOwned && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} data-testid="provider-read-only">
            {t(PROVIDER_READ_ONLY_MESSAGE)}
          </Alert>
        )}
        {history && <ChangedSincePublished subject={history} changed={changedSincePublished(published, passage?.lock_version ?? null)} />}
        <SaveProblem problem={editor.problem} failedLine={failedLine} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form onSubmit={(event) => event.preventDefault()} noValidate aria-label={kind}>
            <Stack gap="lg">
              <TextInput
                label={t('passages.title')}
                description={t('passages.title_hint')}
                placeholder={t('passages.title_placeholder')}
                size="md"
                maxLength={NAME_MAX + 1}
                autoFocus={!loaded}
                error={message(errors.title, { max: NAME_MAX })}
                {...form.register('title')}
              />
              <Controller
                control={form.control}
                name="content_html"
                render={({ field }) => (
                  <RichTextEditor
                    label={t('passages.content')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    placeholder={t('passages.content_placeholder')}
                    error={message(errors.content_html)}
                    minHeight={360}
                    toolbar="full"
                    topicId={topic.id}
                    readOnly={readOnly}
                    onEquationModalChange={setEquationOpen}
                  />
                )}
              />
              <PassageSections form={form} topicId={topic.id} readOnly={readOnly} onEquationModalChange={setEquationOpen} />
            </Stack>
          </form>
        </Paper>
        <LinkedQuestions passageId={passage?.id ?? null} questions={questions} />
      </Stack>
      <PassageConflict
        theirs={saver.conflict}
        mine={form.getValues()}
        busy={saver.status === 'pending'}
        onKeepMine={() => void editor.keepMine()}
        onTakeTheirs={editor.takeTheirs}
      />
    </EditorLayout>
  );
}
