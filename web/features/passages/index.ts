// Public face of the passages feature (question references): the passage editor at
// {lang}/passages/{id} and the new-passage editor at {lang}/topics/{topicId}/passages/new.
export { NewPassagePage, PassageEditorPage } from './PassagePages.tsx';
export { passageApi, passageKeys } from './data/api.ts';
