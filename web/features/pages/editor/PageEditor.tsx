// The page editor (spec §2 "Course, unit and topic forms": Create/Edit chapter, text or video,
// §4 saving): a text page is a title and rich content (full toolbar: math, media, tables,
// links, video embeds); a video page is a title, the video URL with a preview, a description
// and a duration. The form is the domain's chapterDocumentSchema (errors by field on every
// change, no save while invalid); useDocumentForm saves it — autosave 3 s after the last change
// when the teacher's setting says so, the Save button always — with the version it loaded, and
// a 409 opens the conflict dialog with both versions. A new page is created by its first save
// and then moves to its own address, the same editor staying mounted (EditorSession). Read-only
// for a teacher who may not edit it. A stored page has its History (versions, comparisons,
// restore for a teacher who may edit) and, once published and changed, the comparison with
// what students get.
import { Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { canDeleteRecord, canEditRecord } from '../../../../domain/access/index.ts';
import { pageDocumentSchema } from '../../../../domain/schemas/content.ts';
import type { Page, PageDocument, PageDocumentInput, PageType } from '../../../../domain/schemas/content.ts';
import { NAME_MAX } from '../../../../domain/schemas/courses.ts';
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
import { mathToPlainText } from '../../../components/math/index.ts';
import { RichTextEditor } from '../../../components/richText/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { useSignedIn } from '../../auth/index.ts';
import { PreviewButton } from '../../preview/index.ts';
import { ChangedSincePublished, changedSincePublished, historyApi, ItemHistory } from '../../history/index.ts';
import type { HistorySubject, PublishedMark } from '../../history/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { pageApi } from '../data/api.ts';
import { rememberSavedPage, useDeletePage } from '../data/hooks.ts';
import { PageConflict } from './PageConflict.tsx';
import { pageFields, pageValuesOf } from './pageHistory.ts';
import { VideoFields } from './VideoFields.tsx';
import { PresenceAvatars, usePresence } from '../../presence/index.ts';

/** The fields a server 422 may name and this editor shows (its sections are kept, not edited here). */
const FIELDS = ['title', 'content', 'video_url', 'video_description', 'duration'] as const;

export function pageValues(page: Page): PageDocumentInput {
  return {
    type: page.type,
    title: page.title,
    content: page.content,
    sections: page.sections,
    video_url: page.video_url,
    video_description: page.video_description,
    duration: page.duration,
  };
}

export function newPageValues(type: PageType): PageDocumentInput {
  return { type, title: '', content: '', sections: [], video_url: type === 'video' ? '' : null, video_description: null, duration: null };
}

type Props = {
  topic: EditorTopic;
  items: readonly TopicItem[];
  /** The stored page, or null for a new one. */
  page: Page | null;
  /** Values of a new page. */
  initialValues?: PageDocumentInput;
  /** A new page's first save stored it: move to its own address, keeping this editor. */
  moveTo?: MoveTo;
  /** What the topic's list says of the page's publishing. */
  published?: PublishedMark;
};

export function PageEditor({ topic, items, page: loaded, initialValues, moveTo, published }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { user, access } = useSignedIn();
  const message = useFieldMessage();
  const [equationOpen, setEquationOpen] = useState(false);
  const { leaving, leave, passOn } = useLeave();
  const remove = useDeletePage();

  const canEdit = loaded ? canEditRecord(access, { creatorId: loaded.creator_id }, user.id) : access.canCreate;
  const readOnly = !canEdit;

  const editor = useDocumentForm<PageDocumentInput, PageDocument, Page>({
    schema: pageDocumentSchema,
    loaded,
    valuesOf: pageValues,
    initialValues,
    create: (doc) => pageApi.create(topic.id, doc),
    update: (id, doc, lockVersion) => pageApi.update(id, doc, lockVersion),
    autosave: user.autosave_effective,
    readOnly,
    fields: FIELDS,
    onSaved: (saved) => rememberSavedPage(queryClient, saved),
    onCreated: (created) => passOn(() => moveTo?.(created.id, editorPaths.item(language, 'chapters', created.id))),
  });
  const { form, saver } = editor;
  /** The page as last stored: null until a new page's first save. */
  const page = editor.stored;
  const canDelete = page !== null && canDeleteRecord(access, { creatorId: page.creator_id }, user.id);
  const { errors } = form.formState;
  const [type, title, videoUrl] = useWatch({ control: form.control, name: ['type', 'title', 'video_url'] });
  const nextItem = useNextItem(topic.id, items, page ? { contentType: 'chapters', id: page.id } : null);
  const kind = type === 'video' ? t('pages.kind_video') : t('pages.kind_text');
  useScreenTitle(title || kind);

  const failedLine = page ? t('pages.update_failed') : t('pages.create_failed');
  const others = usePresence('page', page?.id);

  const history: HistorySubject | null = page && {
    item: { type: 'page', id: page.id },
    fieldsOf: pageFields,
    draft: () => form.getValues(),
    canRestore: canEdit,
    restore: (version) => editor.restore(pageValuesOf(version.document), (lockVersion) => historyApi.restore<Page>({ type: 'page', id: page.id }, version.id, lockVersion)),
  };

  const deletePage = () => {
    if (!page) return;
    remove.mutate(page, {
      onSuccess: () => {
        leave(editorPaths.topic(language, topic.id), withFlash(t('pages.deleted', { title: mathToPlainText(page.title) })));
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
          {page && <PreviewButton topicId={topic.id} item={{ type: 'chapter', id: page.id }} />}
          {canDelete ? (
            <DeleteMenu
              deleteLabel={t('pages.delete')}
              confirmTitle={t('pages.delete_title')}
              confirmBody={t('pages.delete_body', { title: page?.title ? mathToPlainText(page.title) : t('pages.untitled') })}
              reset={remove.reset}
              onConfirm={deletePage}
              loading={remove.isPending}
              error={remove.isError ? t('pages.delete_failed') : null}
            />
          ) : null}
        </>
      }
    >
      <Stack gap="lg">
        {history && <ChangedSincePublished subject={history} changed={changedSincePublished(published, page?.lock_version ?? null)} />}
        <SaveProblem problem={editor.problem} failedLine={failedLine} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form onSubmit={(event) => event.preventDefault()} noValidate aria-label={kind}>
            <Stack gap="lg">
              <TextInput
                label={t('pages.title')}
                placeholder={type === 'video' ? t('pages.title_placeholder_video') : t('pages.title_placeholder')}
                withAsterisk
                size="md"
                maxLength={NAME_MAX + 1}
                autoFocus={!loaded}
                error={message(errors.title, { max: NAME_MAX })}
                {...form.register('title')}
              />
              {type === 'video' ? (
                <VideoFields control={form.control} errors={errors} videoUrl={videoUrl} title={title} readOnly={readOnly} />
              ) : (
                <Controller
                  control={form.control}
                  name="content"
                  render={({ field }) => (
                    <RichTextEditor
                      label={t('pages.content')}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      placeholder={t('pages.content_placeholder')}
                      error={message(errors.content)}
                      minHeight={420}
                      toolbar="full"
                      topicId={topic.id}
                      readOnly={readOnly}
                      onEquationModalChange={setEquationOpen}
                    />
                  )}
                />
              )}
            </Stack>
          </form>
        </Paper>
      </Stack>
      <PageConflict
        theirs={saver.conflict}
        mine={form.getValues()}
        busy={saver.status === 'pending'}
        onKeepMine={() => void editor.keepMine()}
        onTakeTheirs={editor.takeTheirs}
      />
    </EditorLayout>
  );
}
