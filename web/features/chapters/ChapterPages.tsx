// The page editor's routes: {lang}/chapters/{id} (an existing text or video page) and
// {lang}/topics/{topicId}/chapters/new?type=text|video (a new one, created by its first save).
import type { ComponentProps } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Chapter, ChapterDocumentInput, ChapterType } from '../../../domain/schemas/content.ts';
import { EditorError, EditorLoading, parseRouteId as parseId, useHandedOverDraft, useTopicItems } from '../../components/editor/index.ts';
import { useChapter } from './data/queries.ts';
import { ChapterEditor, chapterDraftKey, newChapterValues } from './editor/ChapterEditor.tsx';


export function ChapterEditorPage() {
  const id = parseId(useParams().chapterId);
  const chapter = useChapter(id);
  const topic = useTopicItems(chapter.data?.topic_id ?? null);
  if (id === null) return <EditorError error={null} />;
  if (chapter.isError) return <EditorError error={chapter.error} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!chapter.data || !topic.data) return <EditorLoading />;
  // Keyed: the Next link moves to another page on the same route, which is a new document.
  return <ChapterDraftEditor key={chapter.data.id} chapter={chapter.data} topic={topic.data} items={topic.items} />;
}

function ChapterDraftEditor(props: Omit<ComponentProps<typeof ChapterEditor>, 'initialValues' | 'justCreated' | 'chapter'> & { chapter: Chapter }) {
  // Edits typed while a new page was being created come along.
  const handover = useHandedOverDraft<ChapterDocumentInput>(chapterDraftKey(props.chapter.id));
  return <ChapterEditor {...props} initialValues={handover.values} justCreated={handover.justCreated} />;
}

export function NewChapterPage() {
  const topicId = parseId(useParams().topicId);
  const [search] = useSearchParams();
  const type: ChapterType = search.get('type') === 'video' ? 'video' : 'text';
  const topic = useTopicItems(topicId);
  if (topicId === null) return <EditorError error={null} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!topic.data) return <EditorLoading />;
  return <ChapterEditor key={type} chapter={null} topic={topic.data} items={topic.items} initialValues={newChapterValues(type)} />;
}
