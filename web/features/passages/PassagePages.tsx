// The passage editor's routes: {lang}/passages/{id} and {lang}/topics/{topicId}/passages/new
// (a new passage, created by its first save).
import type { ComponentProps } from 'react';
import { useParams } from 'react-router';
import type { Passage, PassageDocumentInput } from '../../../domain/schemas/content.ts';
import { EditorError, EditorLoading, parseRouteId as parseId, useHandedOverDraft, useTopicItems } from '../../components/editor/index.ts';
import { usePassage } from './data/queries.ts';
import { PassageEditor, newPassageValues, passageDraftKey } from './editor/PassageEditor.tsx';


export function PassageEditorPage() {
  const id = parseId(useParams().passageId);
  const passage = usePassage(id);
  const topic = useTopicItems(passage.data?.topic_id ?? null);
  if (id === null) return <EditorError error={null} />;
  if (passage.isError) return <EditorError error={passage.error} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!passage.data || !topic.data) return <EditorLoading />;
  return (
    <PassageDraftEditor
      key={passage.data.id}
      passage={passage.data}
      topic={topic.data}
      items={topic.items}
      questions={topic.data.questions ?? []}
    />
  );
}

function PassageDraftEditor(props: Omit<ComponentProps<typeof PassageEditor>, 'initialValues' | 'justCreated' | 'passage'> & { passage: Passage }) {
  const handover = useHandedOverDraft<PassageDocumentInput>(passageDraftKey(props.passage.id));
  return <PassageEditor {...props} initialValues={handover.values} justCreated={handover.justCreated} />;
}

export function NewPassagePage() {
  const topicId = parseId(useParams().topicId);
  const topic = useTopicItems(topicId);
  if (topicId === null) return <EditorError error={null} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!topic.data) return <EditorLoading />;
  return <PassageEditor passage={null} topic={topic.data} items={topic.items} questions={[]} initialValues={newPassageValues()} />;
}
