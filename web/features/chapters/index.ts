// Public face of the pages (chapters) feature: the text and video page editor, the route
// element of both {lang}/chapters/{id} and {lang}/topics/{topicId}/chapters/new.
export { ChapterEditorScreen } from './ChapterPages.tsx';
export { chapterApi, chapterKeys } from './data/api.ts';
