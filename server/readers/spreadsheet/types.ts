// What a conversion answers (server/readers/spreadsheet/index.ts is the public API).
import type { SpreadsheetError } from '../../../domain/schemas/importing.ts';
import type { QuestionDocument } from '../../../domain/schemas/questions.ts';

export interface CellRef {
  sheet: string;
  row: number;
  /** Column letter, or null when the problem is the whole row's. */
  column: string | null;
}

/**
 * An image a cell names: `[image: https://…]` (kind 'url') or `[image: photo.png]` (kind
 * 'archive', a file of the .zip uploaded beside the spreadsheet). Until storeSheetImages
 * stores it, the documents hold it as `data-media-id="<placeholder>"` with the address
 * `/import-image/<placeholder>` (an image answer: media_id = placeholder).
 */
export interface SheetImage {
  ref: string;
  kind: 'url' | 'archive';
  cell: CellRef;
  /** Its placeholder media id in the documents (one per distinct `ref` of a conversion). */
  placeholder: number;
}

export interface ConvertedQuestion {
  sheet: string;
  row: number;
  /**
   * Valid per §5 with the given rule options, prepared as the editor's create route stores it.
   * THE guarantee the importer relies on (it does not sanitize again): every rich-text field is
   * in the sanitizer's stored form, made from escaped cell text (never raw HTML) or else
   * sanitized (convertRow.ts prepareConverted); storeSheetImages only swaps placeholder images
   * for stored ones. Tested with hostile cells in storedForm.test.ts.
   */
  document: QuestionDocument;
  /** The key of its passage in `passages`, or null. */
  passageKey: string | null;
  images: SheetImage[];
}

export interface ConvertedPassage {
  key: string;
  title: string;
  /** Sanitized stored HTML (the same guarantee as a question's document). */
  contentHtml: string;
  images: SheetImage[];
}

export interface Conversion {
  /** Valid rows, in workbook sheet order and row order. */
  questions: ConvertedQuestion[];
  /** The valid passages that valid questions name. */
  passages: ConvertedPassage[];
  /** Every problem, in the requested language; a row with a problem is not in `questions`. */
  errors: SpreadsheetError[];
  /** Question rows read (example and empty rows not counted). */
  totalRows: number;
}
