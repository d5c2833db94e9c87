// Public face of the passages feature (question references): the passage editor, the route
// element of both {lang}/passages/{id} and {lang}/topics/{topicId}/passages/new.
export { PassageEditorScreen } from './PassageScreens.tsx';
export { passageApi, passageKeys } from './data/api.ts';
