// Moodle XML: `<quiz>` with a category question per topic (`$course$/<title>/<topic>`) and each
// question by its Moodle type: multichoice (one correct: single with 100; several: each correct
// 100/n and each wrong -100, so a wrong pick costs the whole mark as in Pena), truefalse,
// shortanswer (a numbered exact value becomes a cloze of one SHORTANSWER per field), matching
// (matching choices; categorise as items matched to their category, which Moodle merges into
// one choice, empty categories as distractors), ordering (qtype_ordering, all or nothing) and
// gapselect (a gap per group, each group its own choice set). Images and sounds are embedded
// in the field that shows them as base64 `<file>` under `@@PLUGINFILE@@`; math as `\(…\)`.
import type { Writable } from 'node:stream';
import { mediaIdsInHtml } from '../../../domain/rules/media.ts';
import { htmlToText } from '../../../domain/rules/text.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { escapeXml } from '../../readers/interchange/xml.ts';
import {
  type Answer,
  answerHtml,
  exactValueFields,
  itemLabel,
  namedCategories,
  namedGroups,
  noteHtml,
  plainText,
  premisesWithResponses,
  questionMediaIds,
  shownAnswers,
  stemHtml,
} from './content.ts';
import { exportHtml } from './html.ts';
import type { ExportTopic } from './index.ts';
import { type ExportMedia, safeFileName } from './media.ts';
import { leftOutReason } from './plan.ts';
import { TextOut } from './streams.ts';

type Media = Map<number, { name: string; data: Uint8Array; mime: string } | null>;

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** Moodle's grade for each of n correct answers, as Moodle writes it (33.33333). */
export const moodleFraction = (n: number) => Number((100 / n).toFixed(5));

/** A category path segment: Moodle reads `/` as a separator and `//` as a slash. */
const categorySegment = (name: string) => name.replace(/\//g, '//');

/** An HTML field: its text and the files it shows. */
function field(html: string, media: Media): string {
  const files: string[] = [];
  const text = exportHtml(html, 'html', (id) => {
    const file = media.get(id);
    if (!file) return null;
    return { src: `@@PLUGINFILE@@/${encodeURIComponent(file.name)}`, mime: file.mime };
  });
  for (const id of mediaIdsInHtml(html)) {
    const file = media.get(id);
    if (file) files.push(`<file name="${escapeXml(file.name)}" path="/" encoding="base64">${Buffer.from(file.data).toString('base64')}</file>`);
  }
  return `<text>${cdata(text)}</text>${files.join('')}`;
}

const plain = (text: string) => `<text>${escapeXml(text)}</text>`;

function answers(q: Question, media: Media): string[] {
  const shown = shownAnswers(q);
  const correct = shown.filter((a) => a.correct).length;
  const single = correct === 1;
  return shown.map((a) => {
    const fraction = a.correct ? moodleFraction(correct) : single ? 0 : -100;
    return `<answer fraction="${fraction}" format="html">${field(answerHtml(a), media)}<feedback format="html"><text></text></feedback></answer>`;
  });
}

function body(q: Question, stem: string, media: Media): { type: string; parts: string[]; stem?: string } {
  switch (q.type) {
    case 'multiple_choice': {
      const single = shownAnswers(q).filter((a) => a.correct).length === 1;
      return {
        type: 'multichoice',
        parts: [`<single>${single}</single>`, `<shuffleanswers>${q.shuffle_answers ? 1 : 0}</shuffleanswers>`, '<answernumbering>abc</answernumbering>', ...answers(q, media)],
      };
    }
    case 'true_or_false': {
      const trueIsCorrect = shownAnswers(q).some((a) => a.correct && htmlToText(a.content).toLowerCase() === 'true');
      return {
        type: 'truefalse',
        parts: [
          `<answer fraction="${trueIsCorrect ? 100 : 0}" format="moodle_auto_format"><text>true</text><feedback format="html"><text></text></feedback></answer>`,
          `<answer fraction="${trueIsCorrect ? 0 : 100}" format="moodle_auto_format"><text>false</text><feedback format="html"><text></text></feedback></answer>`,
        ],
      };
    }
    case 'exact_value': {
      const fields = exactValueFields(q);
      const caseSensitive = q.exact_value_options.case_sensitive;
      const value = (a: Answer) => plainText(answerHtml(a));
      if (fields.length === 1) {
        return {
          type: 'shortanswer',
          parts: [`<usecase>${caseSensitive ? 1 : 0}</usecase>`, ...fields[0]!.answers.map((a) => `<answer fraction="100" format="moodle_auto_format">${plain(value(a))}</answer>`)],
        };
      }
      const escapeCloze = (t: string) => t.replace(/[\\}#~/"]/g, (c) => `\\${c}`);
      const gaps = fields.map((f) => `<p>${escapeXml(f.label ?? '')} {1:${caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER'}:=${escapeCloze(value(f.answers[0]!))}}</p>`);
      return { type: 'cloze', parts: [], stem: `${stem}${gaps.join('')}` };
    }
    case 'matching_choices': {
      const subquestions = premisesWithResponses(q).map(
        ({ premise, responses }) => `<subquestion format="html">${field(premise.content, media)}<answer>${plain(plainText(responses[0]!.content))}</answer></subquestion>`,
      );
      const distractors = q.responses.filter((r) => r.premise_key === null).map((r) => `<subquestion format="html"><text></text><answer>${plain(plainText(r.content))}</answer></subquestion>`);
      return { type: 'matching', parts: [`<shuffleanswers>true</shuffleanswers>`, ...subquestions, ...distractors] };
    }
    case 'categorise': {
      const categories = namedCategories(q);
      const items = shownAnswers(q);
      const nameOf = new Map(categories.map((c) => [c.key, c.name]));
      const subquestions = items.map((a) => `<subquestion format="html">${field(answerHtml(a), media)}<answer>${plain(nameOf.get(a.category_key ?? '') ?? '')}</answer></subquestion>`);
      const empty = categories.filter((c) => !items.some((a) => a.category_key === c.key));
      const distractors = empty.map((c) => `<subquestion format="html"><text></text><answer>${plain(c.name)}</answer></subquestion>`);
      return { type: 'matching', parts: [`<shuffleanswers>true</shuffleanswers>`, ...subquestions, ...distractors] };
    }
    case 'correct_order':
      return {
        type: 'ordering',
        parts: [
          '<layouttype>VERTICAL</layouttype>',
          '<selecttype>ALL</selecttype>',
          '<selectcount>0</selectcount>',
          '<gradingtype>ALL_OR_NOTHING</gradingtype>',
          '<showgrading>SHOW</showgrading>',
          '<numberingstyle>none</numberingstyle>',
          ...shownAnswers(q).map((a, i) => `<answer fraction="${i + 1}" format="html">${field(answerHtml(a), media)}</answer>`),
        ],
      };
    case 'grouped_choices': {
      const answersShown = shownAnswers(q);
      const options: string[] = [];
      const gaps = namedGroups(q).map((g, i) => {
        const members = answersShown.filter((a) => a.group_key === g.key);
        const correct = members.findIndex((a) => a.correct);
        const first = options.length;
        for (const a of members) options.push(`<selectoption>${plain(plainText(answerHtml(a)))}<group>${i + 1}</group></selectoption>`);
        return `<p>${escapeXml(g.name)} [[${first + Math.max(0, correct) + 1}]]</p>`;
      });
      return { type: 'gapselect', parts: [`<shuffleanswers>${q.shuffle_answers ? 1 : 0}</shuffleanswers>`, ...options], stem: `${stem}${gaps.join('')}` };
    }
  }
}

async function loadMedia(ids: number[], source: ExportMedia): Promise<Media> {
  const media: Media = new Map();
  for (const id of ids) {
    const found = await source.get(id);
    media.set(id, found ? { name: safeFileName(id, found.name, found.mime), data: found.data, mime: found.mime } : null);
  }
  return media;
}

/** One `<question>`. */
export async function moodleQuestion(q: Question, passages: ReadonlyMap<number, Passage>, source: ExportMedia): Promise<string> {
  const stemSource = stemHtml(q, passages);
  const explanation = noteHtml(q.explanation);
  const hint = noteHtml(q.hint);
  const media = await loadMedia(questionMediaIds(q, passages), source);
  const { type, parts, stem } = body(q, stemSource, media);
  const points = q.points !== null && q.points > 0 ? q.points : 1;
  return [
    `<question type="${type}">`,
    `<name>${plain(itemLabel(q))}</name>`,
    `<questiontext format="html">${field(stem ?? stemSource, media)}</questiontext>`,
    `<generalfeedback format="html">${field(explanation, media)}</generalfeedback>`,
    `<defaultgrade>${points}</defaultgrade>`,
    '<penalty>0</penalty>',
    '<hidden>0</hidden>',
    ...parts,
    hint ? `<hint format="html">${field(hint, media)}</hint>` : '',
    '</question>\n',
  ].join('');
}

type Passage = ExportTopic['passages'][number];

export async function writeMoodleXml(title: string, topics: ExportTopic[], source: ExportMedia, out: Writable): Promise<void> {
  const text = new TextOut(out);
  await text.write('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n');
  for (const topic of topics) {
    const path = `$course$/${categorySegment(title)}/${categorySegment(topic.title)}`;
    await text.write(`<question type="category"><category>${plain(path)}</category><info format="html"><text></text></info></question>\n`);
    const passages = new Map(topic.passages.map((p) => [p.id, p]));
    for (const q of topic.questions) {
      if (leftOutReason('moodle_xml', q) !== null) continue;
      await text.write(await moodleQuestion(q, passages, source));
    }
  }
  await text.write('</quiz>\n');
  await text.end();
}
