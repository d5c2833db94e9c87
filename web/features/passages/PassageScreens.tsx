// The passage editor's routes, one element for both (see EditorSession): {lang}/passages/{id}
// and {lang}/topics/{topicId}/passages/new (a new passage, created by its first save, which
// moves it to its own address in place).
import { useState } from 'react';
import { EditorError, EditorLoading, EditorSession, useTopicItems } from '../../components/editor/index.ts';
import type { MoveTo } from '../../components/editor/index.ts';
import { usePassage } from './data/hooks.ts';
import { PassageEditor, newPassageValues } from './editor/PassageEditor.tsx';

export function PassageEditorScreen() {
  return (
    <EditorSession idParam="passageId">
      {(start, moveTo) =>
        start.id !== null ? <StoredPassage id={start.id} /> : start.topicId !== null ? <NewPassage topicId={start.topicId} moveTo={moveTo} /> : <EditorError error={null} />
      }
    </EditorSession>
  );
}

function StoredPassage({ id }: { id: number }) {
  const passage = usePassage(id);
  const topic = useTopicItems(passage.data?.topic_id ?? null);
  if (passage.isError) return <EditorError error={passage.error} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!passage.data || !topic.data) return <EditorLoading />;
  return <PassageEditor passage={passage.data} topic={topic.data} items={topic.items} questions={topic.data.questions ?? []} />;
}

function NewPassage({ topicId, moveTo }: { topicId: number; moveTo: MoveTo }) {
  const topic = useTopicItems(topicId);
  const [initialValues] = useState(newPassageValues);
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!topic.data) return <EditorLoading />;
  return <PassageEditor passage={null} topic={topic.data} items={topic.items} questions={[]} initialValues={initialValues} moveTo={moveTo} />;
}
