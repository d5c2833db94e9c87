// Public face of the pages (chapters) feature: the text and video page editor at
// {lang}/chapters/{id} and the new-page editor at {lang}/topics/{topicId}/chapters/new.
export { ChapterEditorPage, NewChapterPage } from './ChapterPages.tsx';
export { chapterApi, chapterKeys } from './data/api.ts';
