// Public face of the document import (spec §2 "Import from document, AI flow: Upload,
// Processing, Review"): the screen at topics/{topicId}/import/document and its address; and
// Review's parts another import of questions shows the same way (the question with its §5
// problems, Keep or Drop and Edit; the edit modal with the focus handed back; "Give these
// points to all"; the rules that find the problems).
export { DocumentImportScreen } from './DocumentImportScreen.tsx';
export { documentImportPaths } from './paths.ts';
export { ReviewQuestion } from './steps/ReviewQuestion.tsx';
export { PointsForAll } from './steps/PointsForAll.tsx';
export { useReviewEditing } from './steps/useReviewEditing.tsx';
export { finishBlocker, finishProblems, problemsOf, withEditedDocument } from './review.ts';
export type { Problem, ReviewCounts, ReviewItem } from './review.ts';
