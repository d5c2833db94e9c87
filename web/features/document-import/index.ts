// Public face of the document import (spec §2 "Import from document, AI flow: Upload,
// Processing, Review"): the screen at topics/{topicId}/import/document and its address.
export { DocumentImportPage } from './DocumentImportPage.tsx';
export { documentImportPaths } from './paths.ts';
