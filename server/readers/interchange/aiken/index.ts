// Aiken question files (multiple choice in plain text): read.ts reads them into Moodle
// questions, carried as Moodle XML's are (moodleXml/question.ts). An Aiken file must be UTF-8.
import { MediaCollector } from '../media.ts';
import type { InterchangeRead, InterchangeReadOptions } from '../model.ts';
import { collectQuestions } from '../moodleXml/collect.ts';
import { decodeUtf8 } from '../xml.ts';
import { aikenEntries } from './read.ts';

export { looksLikeAiken } from './read.ts';

/** An Aiken text's questions (Aiken has no categories and no files). */
export function readAiken(text: string, options: InterchangeReadOptions): Promise<InterchangeRead> {
  return collectQuestions('aiken', aikenEntries(text), options, new MediaCollector());
}

/** An Aiken file's questions; refuses bytes that are not UTF-8 ('not_utf8'). */
export async function readAikenBytes(bytes: Uint8Array, options: InterchangeReadOptions): Promise<InterchangeRead> {
  return readAiken(decodeUtf8(bytes), options);
}
