// The page editor's routes, one element for both (see EditorSession): {lang}/chapters/{id}
// (an existing text or video page) and {lang}/topics/{topicId}/chapters/new?type=text|video
// (a new one, created by its first save, which moves it to its own address in place).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditorError, EditorLoading, EditorSession, useTopicItems } from '../../components/editor/index.ts';
import type { MoveTo } from '../../components/editor/index.ts';
import { usePage } from './data/hooks.ts';
import { PageEditor, newPageValues } from './editor/PageEditor.tsx';

export function PageEditorScreen() {
  return (
    <EditorSession idParam="pageId">
      {(start, moveTo) =>
        start.id !== null ? <StoredPage id={start.id} /> : start.topicId !== null ? <NewPage topicId={start.topicId} moveTo={moveTo} /> : <EditorError error={null} />
      }
    </EditorSession>
  );
}

function StoredPage({ id }: { id: number }) {
  const page = usePage(id);
  const topic = useTopicItems(page.data?.topic_id ?? null);
  if (page.isError) return <EditorError error={page.error} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!page.data || !topic.data) return <EditorLoading />;
  return <PageEditor page={page.data} topic={topic.data} items={topic.items} />;
}

function NewPage({ topicId, moveTo }: { topicId: number; moveTo: MoveTo }) {
  const [search] = useSearchParams();
  // Read once: the page's own address, where the first save moves it, has no ?type.
  const [initialValues] = useState(() => newPageValues(search.get('type') === 'video' ? 'video' : 'text'));
  const topic = useTopicItems(topicId);
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!topic.data) return <EditorLoading />;
  return <PageEditor page={null} topic={topic.data} items={topic.items} initialValues={initialValues} moveTo={moveTo} />;
}
