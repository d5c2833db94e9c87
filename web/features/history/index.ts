// Public face of version history for pages, questions and passages: the "History" button
// with its panel and comparisons (ItemHistory), the "Changed since published" notice with its
// comparison (ChangedSincePublished), the comparison itself (CompareView, RichTextCompare,
// compareRichText), and the calls (historyApi, historyKeys). An editor describes its item with a
// HistorySubject: its fields for a comparison (CompareField, textAsHtml) and its restore.
export { ItemHistory } from './ItemHistory.tsx';
export { ChangedSincePublished, changedSincePublished } from './ChangedSincePublished.tsx';
export type { PublishedMark } from './ChangedSincePublished.tsx';
export { CompareView } from './compare/CompareView.tsx';
export type { CompareSide } from './compare/CompareView.tsx';
export { RichTextCompare } from './compare/RichTextCompare.tsx';
export { FieldsCompare } from './compare/FieldsCompare.tsx';
export { compareFields, textAsHtml } from './compare/fields.ts';
export { asDocument, readList, readText, sectionFields, yesNo } from './compare/documentFields.ts';
export type { CompareField, FieldComparison } from './compare/fields.ts';
export { compareRichText } from './diff/compareRichText.ts';
export type { DiffLabels, RichTextComparison } from './diff/compareRichText.ts';
export { historyApi } from './data/api.ts';
export type { HistoryItem, HistoryItemType } from './data/api.ts';
export { historyKeys } from './data/keys.ts';
export { forgetHistoryLists } from './data/hooks.ts';
export type { HistorySubject, RestoreOutcome } from './subject.ts';
