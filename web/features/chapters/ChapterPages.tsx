// The page editor's routes, one element for both (see EditorSession): {lang}/chapters/{id}
// (an existing text or video page) and {lang}/topics/{topicId}/chapters/new?type=text|video
// (a new one, created by its first save, which moves it to its own address in place).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditorError, EditorLoading, EditorSession, useTopicItems } from '../../components/editor/index.ts';
import type { MoveTo } from '../../components/editor/index.ts';
import { useChapter } from './data/queries.ts';
import { ChapterEditor, newChapterValues } from './editor/ChapterEditor.tsx';

export function ChapterEditorScreen() {
  return (
    <EditorSession idParam="chapterId">
      {(start, moveTo) =>
        start.id !== null ? <StoredChapter id={start.id} /> : start.topicId !== null ? <NewChapter topicId={start.topicId} moveTo={moveTo} /> : <EditorError error={null} />
      }
    </EditorSession>
  );
}

function StoredChapter({ id }: { id: number }) {
  const chapter = useChapter(id);
  const topic = useTopicItems(chapter.data?.topic_id ?? null);
  if (chapter.isError) return <EditorError error={chapter.error} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!chapter.data || !topic.data) return <EditorLoading />;
  return <ChapterEditor chapter={chapter.data} topic={topic.data} items={topic.items} />;
}

function NewChapter({ topicId, moveTo }: { topicId: number; moveTo: MoveTo }) {
  const [search] = useSearchParams();
  // Read once: the page's own address, where the first save moves it, has no ?type.
  const [initialValues] = useState(() => newChapterValues(search.get('type') === 'video' ? 'video' : 'text'));
  const topic = useTopicItems(topicId);
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!topic.data) return <EditorLoading />;
  return <ChapterEditor chapter={null} topic={topic.data} items={topic.items} initialValues={initialValues} moveTo={moveTo} />;
}
