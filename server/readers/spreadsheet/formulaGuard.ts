// Text that a spreadsheet app could take for a formula, in every workbook Pena writes (the
// course list, a topic's questions, the template): a text cell that starts with =, +, -, @,
// a tab or a carriage return is written with a leading apostrophe. The cell is a string cell
// either way, which Excel and LibreOffice show as text when they open the file; the
// apostrophe keeps it text where the cell is typed again or the sheet is saved as CSV and
// opened (`soffice --convert-to csv` writes `'=1+2`, and the CSV opens as text, not 3).
// A text that already starts with apostrophes before such a character gets one more, so
// the spreadsheet reader takes exactly one off (readSafeText) and a file exported from Pena
// imports back with the text as it was.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell's value that no spreadsheet reads as a formula. */
export function safeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell's text as safeText was given it: one guarding apostrophe taken off. */
export function readSafeText(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
