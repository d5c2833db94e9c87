// The route element of an item editor (a page, a passage), one element for both of its routes
// (see EditorSession): a stored item at {lang}/{kind}/{id} is loaded with its topic's items; a
// new one at {lang}/topics/{topicId}/{kind}/new loads the topic alone and starts from values
// read once, since the first save moves it to its own address, which has no query string.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { EditorSession, type MoveTo } from './EditorSession.tsx';
import { EditorError, EditorLoading } from './EditorStates.tsx';
import { useTopicItems, type TopicItem, type TopicWithItems } from './topicItems.ts';

/** A topic with its items in walking order, as the editors get it. */
export type EditorTopicItems = { topic: TopicWithItems; items: TopicItem[] };

type Props<T extends { topic_id: number }, V> = {
  /** The route parameter of a stored item's id ("pageId"). */
  idParam: string;
  /** The query of a stored item. */
  useItem: (id: number) => UseQueryResult<T>;
  /** A new item's first values, from the new-item address's query string. */
  newValues: (search: URLSearchParams) => V;
  renderStored: (item: T, topic: EditorTopicItems) => ReactNode;
  renderNew: (topic: EditorTopicItems, initialValues: V, moveTo: MoveTo) => ReactNode;
};

export function ItemEditorScreen<T extends { topic_id: number }, V>(props: Props<T, V>) {
  return (
    <EditorSession idParam={props.idParam}>
      {(start, moveTo) =>
        start.id !== null ? (
          <StoredItem id={start.id} {...props} />
        ) : start.topicId !== null ? (
          <NewItem topicId={start.topicId} moveTo={moveTo} {...props} />
        ) : (
          <EditorError error={null} />
        )
      }
    </EditorSession>
  );
}

function StoredItem<T extends { topic_id: number }, V>({ id, useItem, renderStored }: Props<T, V> & { id: number }) {
  const item = useItem(id);
  const topic = useTopicItems(item.data?.topic_id ?? null);
  if (item.isError) return <EditorError error={item.error} />;
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!item.data || !topic.data) return <EditorLoading />;
  return renderStored(item.data, { topic: topic.data, items: topic.items });
}

function NewItem<T extends { topic_id: number }, V>({ topicId, moveTo, newValues, renderNew }: Props<T, V> & { topicId: number; moveTo: MoveTo }) {
  const [search] = useSearchParams();
  const [initialValues] = useState(() => newValues(search));
  const topic = useTopicItems(topicId);
  if (topic.isError) return <EditorError error={topic.error} />;
  if (!topic.data) return <EditorLoading />;
  return renderNew({ topic: topic.data, items: topic.items }, initialValues, moveTo);
}
