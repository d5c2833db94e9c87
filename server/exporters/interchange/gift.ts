// GIFT (Moodle's text format): `$CATEGORY:` per topic, each question `::<position>. <words>::`,
// its stem `[html]`, answers in braces: multiple choice (`=` one correct; several: `~%50%` each
// correct and `~%-100%` each wrong), true/false `{T}`/`{F}`, short answer `{=a =b}`, matching
// `{=premise -> response}` (categorise too: each item matched to its category), the
// explanation as `####` general feedback. GIFT has no hint, points nor files: a stem's image
// stays its address (`/files/…`), which another server cannot load.
import type { Writable } from 'node:stream';
import type { Passage } from '../../../domain/schemas/content.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { type Answer, answerHtml, exactValueFields, itemLabel, namedCategories, noteHtml, plainText, premisesWithResponses, shownAnswers, stemHtml } from './content.ts';
import { exportHtml } from './html.ts';
import type { ExportTopic } from './index.ts';
import { type ExportMedia, mediaAddress } from './media.ts';
import { moodleFraction } from './moodleXml.ts';
import { leftOutReason } from './plan.ts';
import { TextOut } from './streams.ts';

/** GIFT's reserved characters escaped as Moodle writes them; line breaks as `\n`. */
export function giftEscape(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

function gift(q: Question, passages: ReadonlyMap<number, Passage>, media: ExportMedia): string {
  const html = (h: string) =>
    giftEscape(exportHtml(h, 'html', (id) => (media.address?.(id) ? { src: media.address(id)!, mime: '' } : null)).replace(/\s*\n\s*/g, ' '));
  const answer = (a: Answer) => (a.answer_type === 'image' ? html(`<img src="${mediaAddress(media, a.media_id ?? 0)}" alt="">`) : html(answerHtml(a)));
  const text = (h: string) => giftEscape(plainText(h));
  const explanation = noteHtml(q.explanation);
  const general = explanation ? `####${html(explanation)}` : '';
  let choices: string;
  switch (q.type) {
    case 'multiple_choice': {
      const shown = shownAnswers(q);
      const correct = shown.filter((a) => a.correct).length;
      choices = shown
        .map((a) => (correct === 1 ? `${a.correct ? '=' : '~'}${answer(a)}` : `~%${a.correct ? moodleFraction(correct) : -100}%${answer(a)}`))
        .join('\n');
      break;
    }
    case 'true_or_false':
      choices = shownAnswers(q).some((a) => a.correct && plainText(a.content).toLowerCase() === 'true') ? 'T' : 'F';
      break;
    case 'exact_value':
      choices = exactValueFields(q)[0]!.answers.map((a) => `=${text(answerHtml(a))}`).join('\n');
      break;
    case 'matching_choices':
      choices = premisesWithResponses(q).map(({ premise, responses }) => `=${html(premise.content)} -> ${text(responses[0]!.content)}`).join('\n');
      break;
    case 'categorise': {
      const nameOf = new Map(namedCategories(q).map((c) => [c.key, c.name]));
      choices = shownAnswers(q).map((a) => `=${answer(a)} -> ${giftEscape(nameOf.get(a.category_key ?? '') ?? '')}`).join('\n');
      break;
    }
    default:
      return '';
  }
  return `::${giftEscape(itemLabel(q))}::[html]${html(stemHtml(q, passages))}{\n${choices}${general ? `\n${general}` : ''}\n}\n\n`;
}

export async function writeGift(title: string, topics: ExportTopic[], media: ExportMedia, out: Writable): Promise<void> {
  const text = new TextOut(out);
  for (const topic of topics) {
    await text.write(`$CATEGORY: $course$/${title.replace(/\//g, '//')}/${topic.title.replace(/\//g, '//')}\n\n`);
    const passages = new Map(topic.passages.map((p) => [p.id, p]));
    for (const q of topic.questions) {
      if (leftOutReason('gift', q) === null) await text.write(gift(q, passages, media));
    }
  }
  await text.end();
}
