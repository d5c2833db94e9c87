// Public face of the spreadsheet import (spec §2 "Spreadsheet import: Convert, Import, Review"):
// the screen at topics/{topicId}/import/excel and its address.
export { SpreadsheetImportPage } from './SpreadsheetImportPage.tsx';
export { spreadsheetImportPaths } from './paths.ts';
