// Aiken (Moodle's plainest format): a multiple-choice question with one correct answer as its
// stem on one line, options `A.` to `Z.` one a line, then `ANSWER: X` and a blank line. No
// HTML, so text only (an image answer as its address, math as `\(…\)`); nothing else fits.
import type { Writable } from 'node:stream';
import type { Passage } from '../../../domain/schemas/content.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { collapseWhitespace } from '../../../domain/rules/text.ts';
import { answerText, shownAnswers, stemHtml, plainText } from './content.ts';
import type { ExportTopic } from './index.ts';
import { type ExportMedia, mediaAddress } from './media.ts';
import { leftOutReason } from './plan.ts';
import { TextOut } from './streams.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const line = (text: string) => collapseWhitespace(text);

function aiken(q: Question, passages: ReadonlyMap<number, Passage>, media: ExportMedia): string {
  const answers = shownAnswers(q);
  const options = answers.map((a, i) => `${LETTERS[i]}. ${line(answerText(a, (id) => mediaAddress(media, id)))}`);
  const correct = answers.findIndex((a) => a.correct);
  return `${line(plainText(stemHtml(q, passages)))}\n${options.join('\n')}\nANSWER: ${LETTERS[correct]}\n\n`;
}

export async function writeAiken(topics: ExportTopic[], media: ExportMedia, out: Writable): Promise<void> {
  const text = new TextOut(out);
  for (const topic of topics) {
    const passages = new Map(topic.passages.map((p) => [p.id, p]));
    for (const q of topic.questions) {
      if (leftOutReason('aiken', q) === null) await text.write(aiken(q, passages, media));
    }
  }
  await text.end();
}
