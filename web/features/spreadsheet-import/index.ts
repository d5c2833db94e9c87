// Public face of the spreadsheet import (spec §2 "Spreadsheet import: Convert, Import, Review"):
// the screen at topics/{topicId}/import/excel and its address.
export { SpreadsheetImportScreen } from './SpreadsheetImportScreen.tsx';
export { spreadsheetImportPaths } from './paths.ts';
