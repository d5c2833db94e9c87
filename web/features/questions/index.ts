// Public face of the questions feature: the question editor for the seven types (spec §3
// Question, §5), at {lang}/questions/{id} and {lang}/topics/{topicId}/questions/new.
export { QuestionEditorPage } from './editor/QuestionEditorPage.tsx';
export { questionPaths } from './paths.ts';
export { questionKeys } from './data/keys.ts';
