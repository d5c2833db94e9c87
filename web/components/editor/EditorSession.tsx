// One editing session per item, across the move of a new item to its own address (spec §4:
// the first save of a new item creates it; nothing the teacher has on screen may be lost).
// The editor routes of a kind of item — {lang}/{kind}/{id} and
// {lang}/topics/{topicId}/{kind}/new — share one route element, EditorSession. It keys the
// editor by the address the session started at; when a new item's first save stores it,
// `moveTo` adopts the stored id under that key and replaces the address. The same editor
// stays mounted: its form, its rich-text editor (caret, undo history), an open equation
// dialog and its saver carry on as they were.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useParams } from 'react-router';
import { parseRouteId } from './topicItems.ts';

/** What a session edits, fixed when it starts. */
export type SessionStart = {
  /** The stored item at {lang}/{kind}/{id}, or null for a new one. */
  id: number | null;
  /** The topic of a new item ({lang}/topics/{topicId}/{kind}/new). */
  topicId: number | null;
};

/** The new item was stored as `id`: go to `path` (its own address) keeping this editor. */
export type MoveTo = (id: number, path: string) => void;

type Props = {
  /** The route parameter of a stored item's id ("pageId"). */
  idParam: string;
  children: (start: SessionStart, moveTo: MoveTo) => ReactNode;
};

export function EditorSession({ idParam, children }: Props) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = parseRouteId(params[idParam]);
  const topicId = parseRouteId(params.topicId);
  /** Ids stored by a session started here → that session's key. */
  const [adopted, setAdopted] = useState<ReadonlyMap<number, string>>(() => new Map());
  // A new item's session is its visit of the new-item address; the Next link or another
  // "new" visit starts another session.
  const key = id !== null ? (adopted.get(id) ?? `item:${id}`) : `new:${topicId}:${location.key}`;
  const moveTo: MoveTo = (storedId, path) => {
    // Committed before the address changes, so the session keeps its key across the move.
    flushSync(() => setAdopted((map) => new Map(map).set(storedId, key)));
    // A replace: the same screen at its stored address (ScrollToTop leaves the page be).
    void navigate(path, { replace: true });
  };
  return <Session key={key} start={{ id, topicId }} moveTo={moveTo} render={children} />;
}

function Session({ start, moveTo, render }: { start: SessionStart; moveTo: MoveTo; render: Props['children'] }) {
  const [fixed] = useState(start);
  return render(fixed, moveTo);
}
