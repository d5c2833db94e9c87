// Public face of the document import (spec §2 "Import from document, AI flow: Upload,
// Processing, Review"): the screen at topics/{topicId}/import/document and its address.
export { DocumentImportScreen } from './DocumentImportScreen.tsx';
export { documentImportPaths } from './paths.ts';
