// Public face of the questions feature: the question editor for the seven types (spec §3
// Question, §5), at {lang}/questions/{id} and {lang}/topics/{topicId}/questions/new.
export { QuestionEditorScreen } from './editor/QuestionEditorScreen.tsx';
export { questionPaths } from './paths.ts';
export { questionKeys } from './data/keys.ts';
export { questionApi } from './data/api.ts';
// A stored question shown read-only with its correct answers marked (the import page shows the source's questions with it).
export { QuestionPreview } from './editor/QuestionPreview.tsx';
export { documentFromQuestion } from './model/document.ts';
// The editor's body over a caller's document, saving nothing (the document import's Review), and a rule's field path in words.
export { QuestionDraftEditor } from './editor/QuestionDraftEditor.tsx';
export type { QuestionDraftEditorProps } from './editor/QuestionDraftEditor.tsx';
export { fieldLabel } from './editor/ErrorSummary.tsx';
