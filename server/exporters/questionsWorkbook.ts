// GET /content/topics/{id}/excel/export: a topic's questions in the template (spec §2), so
// a file exported from Pena imports back unchanged (tested per type). Rich text becomes
// cell text the way the reader takes it back (cellText.ts): paragraphs are lines, math
// stays between [% %], images are `[image: <address>]`; equation answers are `[% … %]`,
// image answers `[image: <address>]`. Not carried: a stem's extra sections (video, audio
// blocks), question links, quiz titles and file-upload options, which the template has no
// column for. Left out: the test bank's questions and passages (source 'provider', read-only
// references, spec §6), which a file imported back would turn into editable copies; the
// Instructions sheet says how many.
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { type Passage, isReadOnlySource } from '../../domain/schemas/content.ts';
import { type Question, QUESTION_TYPES, type QuestionType } from '../../domain/schemas/questions.ts';
import { htmlToCellText } from '../readers/spreadsheet/cellText.ts';
import { type FieldId, type Language, LETTERS, field as f, templateFields } from '../readers/spreadsheet/layout.ts';
import { NUMBERING_WORDS, TRUE_FALSE, YES_NO, notExportedLine } from './templateTexts.ts';
import { type RowValues, workbookWriter, writeInstructions, writeSheet } from './templateSheets.ts';

export interface QuestionsWorkbookInput {
  language: Language;
  questions: Question[];
  passages: Passage[];
  /**
   * The address written for an image: `src` is its stored address in rich text (`/files/…`),
   * '' for an image answer, whose reply carries only `mediaId`, so give one for those. By
   * default `src` as stored, which storeSheetImages takes back as the same file when the
   * organization imports it.
   */
  imageAddress?: (src: string, mediaId: number | null) => string;
}

type Answer = Question['answers'][number];

export function questionRow(q: Question, language: Language, passageKey: string | null, imageAddress: (src: string, id: number | null) => string): RowValues {
  const text = (html: string) => htmlToCellText(html, (src, id) => imageAddress(src, id === null ? null : Number(id)));
  const part = (a: Answer) =>
    a.answer_type === 'equation' ? `[%${a.content}%]` : a.answer_type === 'image' ? `[image: ${imageAddress('', a.media_id)}]` : text(a.content);
  const note = (n: Question['explanation']) => {
    const first = n.sections[0];
    return first ? text(first.content_html || first.content) : '';
  };
  const yesNo = (b: boolean) => YES_NO[language][b ? 0 : 1];
  const row: RowValues = {
    question: text(q.content_html),
    points: q.points ?? '',
    passage: passageKey ?? '',
    explanation: note(q.explanation),
    hint: note(q.hint),
    shuffle: yesNo(q.shuffle_answers),
  };
  switch (q.type) {
    case 'multiple_choice':
      q.answers.forEach((a, i) => (row[f('option', i + 1)] = part(a)));
      row.correct = q.answers.flatMap((a, i) => (a.correct ? [LETTERS[i]!] : [])).join(', ');
      break;
    case 'true_or_false': {
      const correct = q.answers.find((a) => a.correct);
      row.correct = correct ? TRUE_FALSE[language][text(correct.content).toLowerCase() === 'true' ? 0 : 1] : '';
      break;
    }
    case 'exact_value': {
      const o = q.exact_value_options;
      q.answers.forEach((a, i) => {
        row[f('answer', i + 1)] = part(a);
        if (a.label) row[f('label', i + 1)] = a.label;
      });
      row.case_sensitive = yesNo(o.case_sensitive);
      row.allow_commas = yesNo(o.allow_special_characters);
      row.numbering = NUMBERING_WORDS[language][o.enable_numbering ? o.numbering_format : 'none'];
      row.brackets = o.numbering_bracket;
      row.start = o.numbering_start;
      break;
    }
    case 'correct_order':
      q.answers.forEach((a, i) => (row[f('item', i + 1)] = part(a)));
      break;
    case 'categorise':
      q.categories.forEach((c, i) => {
        row[f('category', i + 1)] = c.name;
        row[f('category_items', i + 1)] = q.answers.filter((a) => a.category_key === c.key).map(part).join('\n');
      });
      break;
    case 'grouped_choices':
      q.groups.forEach((g, i) => {
        const choices = q.answers.filter((a) => a.group_key === g.key);
        row[f('group', i + 1)] = g.name;
        row[f('group_choices', i + 1)] = choices.map(part).join('\n');
        row[f('group_correct', i + 1)] = choices.flatMap((a, j) => (a.correct ? [LETTERS[j]!] : [])).join(', ');
      });
      break;
    case 'matching_choices':
      q.premises.forEach((p, i) => {
        row[f('premise', i + 1)] = text(p.content);
        row[f('responses', i + 1)] = q.responses.filter((r) => r.premise_key === p.key).map((r) => text(r.content)).join('\n');
      });
      row.additional = q.responses.filter((r) => r.premise_key === null).map((r) => text(r.content)).join('\n');
      break;
  }
  return row;
}

/** How many numbered columns each list needs for these questions. */
function listCounts(type: QuestionType, questions: Question[]): Record<string, number> {
  const max = (fn: (q: Question) => number) => Math.max(1, ...questions.map(fn));
  switch (type) {
    case 'multiple_choice':
      return { option: max((q) => q.answers.length) };
    case 'exact_value': {
      const n = max((q) => q.answers.length);
      return { answer: n, label: n };
    }
    case 'correct_order':
      return { item: max((q) => q.answers.length) };
    case 'categorise':
      return { category: max((q) => q.categories.length), category_items: 1 };
    case 'grouped_choices':
      return { group: max((q) => q.groups.length), group_choices: 1, group_correct: 1 };
    case 'matching_choices':
      return { premise: max((q) => q.premises.length), responses: 1 };
    default:
      return {};
  }
}

export async function writeQuestionsWorkbook(out: Writable, input: QuestionsWorkbookInput): Promise<void> {
  const { language } = input;
  const imageAddress = input.imageAddress ?? ((src, id) => src || `media-${id ?? ''}`);
  const ownQuestions = input.questions.filter((q) => !isReadOnlySource(q.source));
  const ownPassages = input.passages.filter((p) => !isReadOnlySource(p.source));
  const keys = new Map(ownPassages.map((p, i) => [p.id, `P${i + 1}`]));
  const wb = await workbookWriter(out);
  const note = notExportedLine(language, input.questions.length - ownQuestions.length, input.passages.length - ownPassages.length);
  writeInstructions(wb, language, note ? [note] : []);
  for (const type of QUESTION_TYPES) {
    const questions = ownQuestions.filter((q) => q.type === type);
    const fields: FieldId[] = templateFields(type, listCounts(type, questions));
    const rows = questions.map((q, i) => ({ values: { no: i + 1, ...questionRow(q, language, q.passage_id === null ? null : (keys.get(q.passage_id) ?? null), imageAddress) } }));
    writeSheet(wb, type, fields, language, rows);
  }
  const passageRows = ownPassages.map((p, i) => ({
    values: { no: i + 1, key: keys.get(p.id)!, title: p.title, text: htmlToCellText(p.content_html, (src, id) => imageAddress(src, id === null ? null : Number(id))) },
  }));
  writeSheet(wb, 'passages', templateFields('passages'), language, passageRows);
  const done = once(out, 'finish');
  await wb.commit();
  await done;
}
