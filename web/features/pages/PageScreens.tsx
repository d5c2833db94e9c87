// The page editor's routes, one element for both (see ItemEditorScreen): {lang}/chapters/{id}
// (an existing text or video page) and {lang}/topics/{topicId}/chapters/new?type=text|video
// (a new one, created by its first save, which moves it to its own address in place).
import { ItemEditorScreen } from '../../components/editor/index.ts';
import { usePage } from './data/hooks.ts';
import { PageEditor, newPageValues } from './editor/PageEditor.tsx';

export function PageEditorScreen() {
  return (
    <ItemEditorScreen
      idParam="pageId"
      useItem={usePage}
      newValues={(search) => newPageValues(search.get('type') === 'video' ? 'video' : 'text')}
      renderStored={(page, { topic, items }) => (
        <PageEditor page={page} topic={topic} items={items} published={topic.lesson?.chapters.find((summary) => summary.id === page.id)} />
      )}
      renderNew={({ topic, items }, initialValues, moveTo) => <PageEditor page={null} topic={topic} items={items} initialValues={initialValues} moveTo={moveTo} />}
    />
  );
}
