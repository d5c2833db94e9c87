// The spreadsheet conversion as a sandbox task (server/sandbox/run.ts): runs in the child process.
// The valid questions cross in parts of PART_SIZE (so the serving process decodes them a few at a
// time); the rest of the conversion, or the file's refusal as data, is the answer. index.ts puts
// them together again.
import type { TaskTools } from '../../sandbox/run.ts';
import { convertSpreadsheet, type ConvertSpreadsheetInput } from './convertFile.ts';
import { SpreadsheetRefusal, type SpreadsheetRefusalData } from './refusal.ts';
import type { Conversion, ConvertedQuestion } from './types.ts';

export const PART_SIZE = 250;

export type ConvertSpreadsheetOutput = { ok: true; rest: Omit<Conversion, 'questions'> } | { ok: false; refusal: SpreadsheetRefusalData };

export default async function convertSpreadsheetTask(input: ConvertSpreadsheetInput, tools: TaskTools): Promise<ConvertSpreadsheetOutput> {
  let conversion: Conversion;
  try {
    conversion = await convertSpreadsheet(input);
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) return { ok: false, refusal: error.toData() };
    throw error;
  }
  const { questions, ...rest } = conversion;
  for (let i = 0; i < questions.length; i += PART_SIZE) await tools.send(questions.slice(i, i + PART_SIZE) satisfies ConvertedQuestion[]);
  return { ok: true, rest };
}
