// The passage editor's routes, one element for both (see ItemEditorScreen): {lang}/passages/{id}
// and {lang}/topics/{topicId}/passages/new (a new passage, created by its first save, which
// moves it to its own address in place).
import { ItemEditorScreen } from '../../components/editor/index.ts';
import { usePassage } from './data/hooks.ts';
import { PassageEditor, newPassageValues } from './editor/PassageEditor.tsx';

export function PassageEditorScreen() {
  return (
    <ItemEditorScreen
      idParam="passageId"
      useItem={usePassage}
      newValues={newPassageValues}
      renderStored={(passage, { topic, items }) => (
        <PassageEditor
          passage={passage}
          topic={topic}
          items={items}
          questions={topic.questions ?? []}
          published={topic.passages?.find((summary) => summary.id === passage.id)}
        />
      )}
      renderNew={({ topic, items }, initialValues, moveTo) => (
        <PassageEditor passage={null} topic={topic} items={items} questions={[]} initialValues={initialValues} moveTo={moveTo} />
      )}
    />
  );
}
