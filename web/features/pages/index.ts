// Public face of the pages feature: the text and video page editor, the route
// element of both {lang}/chapters/{id} and {lang}/topics/{topicId}/chapters/new.
export { PageEditorScreen } from './PageScreens.tsx';
export { pageApi, pageKeys } from './data/api.ts';
