// Raw questions of a paper as Pena question documents (domain/schemas/questions.ts), each of the
// paper's shapes mapped to the closest of the seven types:
//   options A–E                         → multiple_choice (the key's letter, or the bold/underlined/starred option, correct)
//   Benar/Salah, True/False, Tama/Mali   → true_or_false, answers "True" and "False" (the rule's words, whatever the paper's language)
//   isian, identification, fill in      → exact_value, the key as the accepted answer, as the paper writes it (never
//                                          made math: a learner types "3/4", and the answer check compares what is typed)
//   uraian, essay, problem solving      → exact_value too (Pena has no free-text type): the model answer, when the paper gives one,
//                                          is the accepted answer for the teacher to adjust in Review
//   menjodohkan, matching type           → matching_choices: numbered premises, lettered responses, unmatched ones as extras
// A question whose key was not found still comes out (answer_found false): the teacher sets it in Review.
// A table inside a stem or a passage is written as the editor's table (html.ts tableHtml), a
// picture as a reference to the extraction's image (its description goes with the image).
import { FALSE_ANSWER, TRUE_ANSWER } from '../../../../../domain/rules/questionDefaults.ts';
import type { QuestionDocumentInput } from '../../../../../domain/schemas/questions.ts';
import { escapeHtml, tableHtml, withMarks } from '../../html.ts';
import type { DocumentImage, TextRun } from '../../model.ts';
import type { ExtractedPassage, ExtractedQuestion } from '../types.ts';
import type { KeyEntry, Piece, RawQuestion } from './raw.ts';
import { letterOf, truthOf } from './keys.ts';
import { markMath } from './math.ts';
import { optionLetter } from './options.ts';

export class Images {
  readonly list: DocumentImage[] = [];
  ref(image: DocumentImage): number {
    const at = this.list.indexOf(image);
    if (at >= 0) return at;
    this.list.push(image);
    return this.list.length - 1;
  }
}

/** The runs as inline HTML, math marked; bold and underline left out when they mark the key, not emphasis. */
export function runsHtml(runs: readonly TextRun[], keepEmphasis = true): string {
  return runs
    .map((r) => withMarks(escapeHtml(markMath(r.text.replace(/\t/g, ' '))), keepEmphasis ? r : { italic: r.italic }))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export function piecesHtml(pieces: readonly Piece[], images: Images, keepEmphasis = true): string {
  return pieces
    .map((p) => {
      if ('image' in p) return `<p><img data-image-ref="${images.ref(p.image)}"></p>`;
      if ('table' in p) return tableHtml(p.table, (runs) => runsHtml(runs, keepEmphasis));
      return `<p>${runsHtml(p.runs, keepEmphasis)}</p>`;
    })
    .filter((p) => p !== '<p></p>' && p !== '')
    .join('');
}

export const piecesText = (pieces: readonly Piece[]) =>
  pieces
    .map((p) => ('runs' in p ? p.runs.map((r) => r.text).join('') : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const comparable = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The answer key entries into the questions: by number, preferring the part the key's heading names. */
export function applyKeys(questions: RawQuestion[], keys: readonly KeyEntry[]): void {
  const byNumber = new Map<number, RawQuestion[]>();
  const add = (n: number, q: RawQuestion) => byNumber.set(n, [...(byNumber.get(n) ?? []), q]);
  for (const q of questions) {
    if (q.section === 'matching') for (const p of q.premises) add(p.number, q);
    else if (q.number !== null) add(q.number, q);
  }
  for (const entry of keys) {
    const numbered = byNumber.get(entry.number) ?? [];
    const matching = numbered.filter((q) => q.section === 'matching' && q.premises.some((p) => p.number === entry.number));
    const letter = letterOf(entry.value);
    if (matching.length > 0 && letter !== null) {
      const q = matching.find((m) => !m.matchKeys.has(entry.number)) ?? matching[0]!;
      q.matchKeys.set(entry.number, letter);
      continue;
    }
    const candidates = numbered.filter((q) => q.number === entry.number && q.section !== 'matching');
    const open = candidates.filter((q) => q.key === null && !q.options.some((o) => o.marked));
    const pick = open.find((q) => entry.kind !== null && q.section === entry.kind) ?? open[0] ?? null;
    if (pick) pick.key = entry.value;
  }
}

const TRUTH_OPTION = /^(?:benar|salah|true|false|tama|mali|betul)$/i;

function typeOf(q: RawQuestion): QuestionDocumentInput['type'] {
  if (q.section === 'matching' && q.premises.length > 0) return 'matching_choices';
  if (q.options.length >= 2) {
    const texts = q.options.map((o) => piecesText(o.pieces));
    return texts.length === 2 && texts.every((t) => TRUTH_OPTION.test(t)) ? 'true_or_false' : 'multiple_choice';
  }
  if (q.section === 'tf' || q.trueFalseMarker) return 'true_or_false';
  if ((q.section === null || q.section === 'mc') && q.key !== null && truthOf(q.key) !== null && letterOf(q.key) === null) return 'true_or_false';
  return 'exact_value';
}

export function buildQuestion(q: RawQuestion, images: Images, language: 'en' | 'id'): ExtractedQuestion {
  const type = typeOf(q);
  const base: QuestionDocumentInput = {
    type,
    content_html: piecesHtml(q.stem, images),
    points: q.points,
  };
  if (q.explanation.length > 0) base.explanation = { sections: [{ id: 'e1', content_html: piecesHtml(q.explanation, images) }] };
  let found = false;
  switch (type) {
    case 'multiple_choice': {
      const options = [...q.options].sort((a, b) => a.index - b.index);
      let correct = new Set<number>();
      if (q.key !== null) {
        for (const part of q.key.split(/\s*(?:,|&|\bdan\b|\band\b)\s*/)) {
          const letter = letterOf(part);
          if (letter !== null && options.some((o) => o.index === letter)) correct.add(letter);
        }
        if (correct.size === 0) {
          const byText = options.find((o) => comparable(piecesText(o.pieces)) === comparable(q.key!));
          if (byText) correct.add(byText.index);
        }
      }
      const marked = options.filter((o) => o.marked);
      if (correct.size === 0 && marked.length > 0 && marked.length < options.length) correct = new Set(marked.map((o) => o.index));
      found = correct.size > 0;
      base.answers = options.map((o) => ({ key: optionLetter(o.index), content: piecesHtml(o.pieces, images, !o.marked), correct: correct.has(o.index) }));
      break;
    }
    case 'true_or_false': {
      let truth = q.key !== null ? truthOf(q.key) : null;
      if (truth === null && q.options.length === 2) {
        const marked = q.options.filter((o) => o.marked);
        if (marked.length === 1) truth = /^(?:benar|true|tama|betul)$/i.test(piecesText(marked[0]!.pieces));
        const letter = q.key !== null ? letterOf(q.key) : null;
        if (letter !== null) {
          const option = q.options.find((o) => o.index === letter);
          if (option) truth = /^(?:benar|true|tama|betul)$/i.test(piecesText(option.pieces));
        }
      }
      found = truth !== null;
      base.answers = [
        { key: 't', content: TRUE_ANSWER, correct: truth === true },
        { key: 'f', content: FALSE_ANSWER, correct: truth === false },
      ];
      break;
    }
    case 'exact_value': {
      const value = q.key?.trim() ?? '';
      found = value !== '';
      base.answers = [{ key: 'a', content: escapeHtml(value), correct: true }];
      break;
    }
    case 'matching_choices': {
      if (base.content_html === '') base.content_html = `<p>${runsHtml([{ text: q.sectionText || (language === 'id' ? 'Jodohkan.' : 'Match the items.') }])}</p>`;
      const premises = q.premises.map((p, i) => ({ key: `p${i + 1}`, number: p.number, content: piecesHtml(p.pieces, images) }));
      const responses = [...q.responses].sort((a, b) => a.index - b.index);
      base.premises = premises.map(({ key, content }) => ({ key, content }));
      base.responses = responses.map((r) => {
        const premise = premises.find((p) => q.matchKeys.get(p.number) === r.index);
        return { key: `r${optionLetter(r.index)}`, content: piecesHtml(r.pieces, images), premise_key: premise?.key ?? null };
      });
      found = premises.length > 0 && premises.every((p) => q.matchKeys.has(p.number) && responses.some((r) => r.index === q.matchKeys.get(p.number)));
      break;
    }
    default:
      break;
  }
  return { number: q.number, document: base, passage_key: q.passageKey, answer_found: found };
}

export function buildPassage(passage: { key: string; from: number; to: number; pieces: Piece[] }, images: Images, language: 'en' | 'id'): ExtractedPassage {
  const pieces = [...passage.pieces];
  const first = pieces[0];
  let title = language === 'id' ? `Teks untuk soal ${passage.from}–${passage.to}` : `Passage for items ${passage.from}–${passage.to}`;
  if (first && 'runs' in first) {
    const text = first.runs.map((r) => r.text).join('').trim();
    if (text.length > 0 && text.length <= 80 && !/[.!?]$/.test(text) && pieces.length > 1) {
      title = text;
      pieces.shift();
    }
  }
  return { key: passage.key, title, content_html: piecesHtml(pieces, images) };
}
