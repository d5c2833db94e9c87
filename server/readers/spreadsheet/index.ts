// Spreadsheet import (spec §2 "Spreadsheet import: Convert, Import, Review", §5 "Upload types
// and sizes", §8): the public API the routes use.
//   convertSpreadsheet  an uploaded .xlsx (and the optional .zip of images beside it) →
//                       valid question documents, passages, and every problem per cell;
//                       whole-file problems throw SpreadsheetRefusal (422 fields.file)
//   storeSheetImages    the images the cells name → stored media of the organization,
//                       written into the documents (rows whose image fails are skipped)
// The template and a topic written as a workbook are exporters (server/exporters/).
import { runInSandbox, SandboxError, type SandboxLimits } from '../../sandbox/run.ts';
import type { ConvertSpreadsheetInput } from './convertFile.ts';
import { SpreadsheetRefusal } from './refusal.ts';
import type { ConvertSpreadsheetOutput } from './sandboxTask.ts';
import type { Conversion, ConvertedQuestion } from './types.ts';

export { SpreadsheetRefusal } from './refusal.ts';
export { storeSheetImages, type StoreImagesInput, type StoreImagesResult } from './images.ts';
export type { CellRef, Conversion, ConvertedPassage, ConvertedQuestion, SheetImage } from './types.ts';
export type { ConvertSpreadsheetInput } from './convertFile.ts';

const task = new URL('./sandboxTask.ts', import.meta.url);

/**
 * Every row converted or its problems (convertFile.ts), read apart from this process: a
 * spreadsheet is untrusted, so the conversion runs in a child process with memory and time limits
 * (server/sandbox/run.ts). A whole file refused is a SpreadsheetRefusal; one that passes a limit
 * is refused as too heavy, and one that crashes its reader as damaged.
 */
export async function convertSpreadsheet(input: ConvertSpreadsheetInput, options: { limits?: Partial<SandboxLimits> } = {}): Promise<Conversion> {
  const questions: ConvertedQuestion[] = [];
  let output: ConvertSpreadsheetOutput;
  try {
    output = await runInSandbox<ConvertSpreadsheetInput, ConvertSpreadsheetOutput>(task, input, {
      ...(options.limits ? { limits: options.limits } : {}),
      onPart: (part) => {
        for (const question of part as ConvertedQuestion[]) questions.push(question);
      },
    });
  } catch (error) {
    if (error instanceof SandboxError) throw SpreadsheetRefusal.of(error.reason === 'crashed' ? 'sheet_file_corrupt' : 'sheet_file_too_heavy');
    throw error;
  }
  if (!output.ok) throw SpreadsheetRefusal.fromData(output.refusal);
  return { ...output.rest, questions };
}
