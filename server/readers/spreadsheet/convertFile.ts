// A spreadsheet converted in THIS process: the sandbox's child (sandboxTask.ts) and the reader's
// own tests call it; the rest of the server converts through index.ts, in a child process.
import { msg, translateValidation } from '../../../domain/messages/index.ts';
import type { QuestionRuleOptions } from '../../../domain/rules/questionRules.ts';
import type { SpreadsheetError } from '../../../domain/schemas/importing.ts';
import { archiveEntries } from './archive.ts';
import { convertWorkbook } from './convert.ts';
import { headerName, type Language } from './layout.ts';
import type { Conversion, SheetImage } from './types.ts';

export interface ConvertSpreadsheetInput {
  /** A local file. */
  path: string;
  language: Language;
  ruleOptions: QuestionRuleOptions;
  /** The .zip of images uploaded beside it (a local file). */
  archive?: { path: string };
  /** Most question rows (default SPREADSHEET_MAX_ROWS; tests lower it). */
  maxRows?: number;
}

/**
 * Every row converted or its problems. An image named by file name must be in the archive
 * (its row is skipped otherwise); URL images are fetched by storeSheetImages.
 */
export async function convertSpreadsheet(input: ConvertSpreadsheetInput): Promise<Conversion> {
  const { placeholders: _, ...conversion } = await convertWorkbook(input);
  const names = input.archive ? await archiveEntries(input.archive.path) : null;
  const imageErrors: SpreadsheetError[] = [];
  const check = (images: SheetImage[]) => {
    for (const image of images) {
      if (image.kind !== 'archive' || names?.has(image.ref.toLowerCase())) continue;
      const key = names ? 'sheet_image_not_in_archive' : 'sheet_image_no_archive';
      imageErrors.push({ ...image.cell, field: null, message: translateValidation(msg(key), input.language, { name: image.ref }) });
      return false;
    }
    return true;
  };
  const passages = conversion.passages.filter((p) => check(p.images));
  const kept = new Set(passages.map((p) => p.key));
  const questions = conversion.questions.filter((q) => {
    if (q.passageKey !== null && !kept.has(q.passageKey)) {
      imageErrors.push({ sheet: q.sheet, row: q.row, column: null, field: headerName('passage', input.language), message: translateValidation(msg('sheet_passage_invalid'), input.language) });
      return false;
    }
    return check(q.images);
  });
  const errors = [...conversion.errors, ...imageErrors];
  return { ...conversion, questions, passages, errors };
}
