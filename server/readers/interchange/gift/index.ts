// GIFT question files (Moodle's text format): parse.ts reads them into Moodle questions, carried
// as Moodle XML's are (moodleXml/question.ts). A GIFT file must be UTF-8.
import { MediaCollector } from '../media.ts';
import type { InterchangeRead, InterchangeReadOptions } from '../model.ts';
import { collectQuestions } from '../moodleXml/collect.ts';
import { decodeUtf8 } from '../xml.ts';
import { giftEntries } from './parse.ts';

export { looksLikeGift } from './detect.ts';

/** A GIFT text's questions; GIFT embeds no files, so `media` is empty. */
export function readGift(text: string, options: InterchangeReadOptions): Promise<InterchangeRead> {
  return collectQuestions('gift', giftEntries(text), options, new MediaCollector());
}

/** A GIFT file's questions; refuses bytes that are not UTF-8 ('not_utf8'). */
export async function readGiftBytes(bytes: Uint8Array, options: InterchangeReadOptions): Promise<InterchangeRead> {
  return readGift(decodeUtf8(bytes), options);
}
