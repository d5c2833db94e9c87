// The editor shell shared by every editor (pages, passages, questions): the layout with the
// editor header of spec §2, the route element above the editors, and the topic's items in
// walking order for the Next link.
export { EditorLayout } from './EditorLayout.tsx';
export type { EditorLayoutProps } from './EditorLayout.tsx';
export { EditorHeader } from './EditorHeader.tsx';
export type { EditorHeaderProps, HeaderSaver } from './EditorHeader.tsx';
export { EditorOutlet } from './EditorOutlet.tsx';
export { editorPaths, nextItemOf, parseRouteId, topicItems, topicItemsKey, useTopicItems } from './topicItems.ts';
export type { ContentType, EditorTopic, NextItem, TopicItem, TopicWithItems } from './topicItems.ts';
export { useItemLabel, useNextItem } from './useNextItem.ts';
export { useDocumentForm } from './useDocumentForm.ts';
export { EditorSession } from './EditorSession.tsx';
export { ItemEditorScreen } from './ItemEditorScreen.tsx';
export type { EditorTopicItems } from './ItemEditorScreen.tsx';
export type { MoveTo, SessionStart } from './EditorSession.tsx';
export type { DocumentForm, DocumentFormOptions } from './useDocumentForm.ts';
export { useFieldMessage } from './fieldMessage.ts';
export { DeleteMenu } from './DeleteMenu.tsx';
export { SaveProblem } from './SaveProblem.tsx';
export { useLeave } from './useLeave.ts';
export type { DeleteMenuProps } from './DeleteMenu.tsx';
export { EditorError, EditorLoading } from './EditorStates.tsx';
