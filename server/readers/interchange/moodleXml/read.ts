// Moodle XML (`<quiz>` of `<question type="…">`) read into Moodle questions, then Pena question
// documents (question.ts). Texts keep their declared format (text.ts), embedded files become
// media (files.ts), and `<question type="category">` switches the category the following
// questions are in (collect.ts). Per-answer feedback joins the general feedback in the
// explanation; Moodle's combined feedback (correct, partially correct, incorrect) has no place
// in Pena and is left out.
import { htmlToText } from '../../../../domain/rules/text.ts';
import type { InterchangeRead, InterchangeReadOptions } from '../model.ts';
import { InterchangeReadError } from '../model.ts';
import { attr, childElements, type Element, firstChild, localName, textOf } from '../xml.ts';
import { type MoodleEntry, collectQuestions } from './collect.ts';
import { MoodleMedia, QuestionFiles, legacyImage, withMedia } from './files.ts';
import { type MoodleAnswer, type MoodleQuestion, emptyQuestion, isSupportedType } from './question.ts';
import { type MoodleTextFormat, blockHtml, moodleFormat, partHtml, truncate } from './text.ts';

/** The text of `<el><text>…</text></el>`, or ''. */
const textIn = (el: Element | undefined): string => {
  const text = el ? firstChild(el, 'text') : undefined;
  return text ? textOf(text) : '';
};
const childText = (el: Element, name: string): string | undefined => {
  const child = firstChild(el, name);
  return child ? textOf(child).trim() : undefined;
};
const isYes = (value: string | undefined) => value !== undefined && /^(1|true|yes)$/i.test(value);
const numberOr = <T>(value: string | undefined, fallback: T): number | T => {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/** One question element's reading, with the file's media. */
class QuestionReader {
  private readonly el: Element;
  private readonly media: MoodleMedia;
  private readonly files: QuestionFiles;
  private readonly stemFormat: MoodleTextFormat;

  constructor(el: Element, media: MoodleMedia) {
    this.el = el;
    this.media = media;
    this.files = new QuestionFiles(el);
    this.stemFormat = moodleFormat(attr(firstChild(el, 'questiontext') ?? el, 'format')) ?? 'moodle_auto_format';
  }

  private formatOf(el: Element | undefined, fallback: MoodleTextFormat): MoodleTextFormat {
    return (el && moodleFormat(attr(el, 'format'))) ?? fallback;
  }

  /** A text field as block HTML (stem, feedback, hint). */
  async block(el: Element | undefined): Promise<string> {
    return withMedia(blockHtml(textIn(el), this.formatOf(el, this.stemFormat)), this.files, this.media);
  }

  /** A text field as a part (answer, item, premise). */
  async part(el: Element | undefined, fallback: MoodleTextFormat = this.stemFormat): Promise<string> {
    return withMedia(partHtml(textIn(el), this.formatOf(el, fallback)), this.files, this.media);
  }

  async answers(plain: boolean): Promise<MoodleAnswer[]> {
    const out: MoodleAnswer[] = [];
    for (const a of childElements(this.el, 'answer')) {
      const tolerance = childText(a, 'tolerance');
      out.push({
        raw: textIn(a).trim(),
        html: plain ? partHtml(textIn(a), 'plain_text') : await this.part(a),
        fraction: numberOr(attr(a, 'fraction'), 0) / 100,
        feedback: await this.block(firstChild(a, 'feedback')),
        ...(tolerance === undefined ? {} : { tolerance: numberOr(tolerance, 0) }),
      });
    }
    return out;
  }

  async question(type: string): Promise<MoodleQuestion> {
    const el = this.el;
    const q = emptyQuestion(type);
    if (!isSupportedType(type)) return { ...q, stem: blockHtml(textIn(firstChild(el, 'questiontext')), this.stemFormat) };
    const legacy = await legacyImage(el, this.media, childText(el, 'image'), childText(el, 'image_base64'));
    q.stem = (await this.block(firstChild(el, 'questiontext'))) + legacy;
    q.generalFeedback = await this.block(firstChild(el, 'generalfeedback'));
    for (const hint of childElements(el, 'hint')) q.hints.push(await this.block(hint));
    q.points = numberOr(childText(el, 'defaultgrade'), null);
    q.shuffle = isYes(childText(el, 'shuffleanswers'));
    q.caseSensitive = isYes(childText(el, 'usecase'));
    q.answers = await this.answers(type === 'shortanswer' || type === 'numerical' || type === 'truefalse');
    if (type === 'ordering') q.answers = inOrder(q.answers);
    for (const sub of childElements(el, 'subquestion')) {
      q.subquestions.push({ html: await this.part(sub), answer: partHtml(textIn(firstChild(sub, 'answer')), 'plain_text') });
    }
    for (const choice of [...childElements(el, 'selectoption'), ...childElements(el, 'dragbox')]) {
      q.choices.push({ html: await this.part(choice, 'moodle_auto_format'), group: childText(choice, 'group') ?? '1' });
    }
    return q;
  }
}

/** Ordering items by their position (Moodle keeps it in `fraction`), else as listed. */
function inOrder(items: MoodleAnswer[]): MoodleAnswer[] {
  return items.map((a, i) => ({ a, i })).sort((x, y) => x.a.fraction - y.a.fraction || x.i - y.i).map(({ a }) => a);
}

/** The item's name in messages: its `<name>`, else the start of its text, else its place. */
function itemName(el: Element, index: number): string {
  const name = textIn(firstChild(el, 'name')).replace(/\s+/g, ' ').trim();
  if (name !== '') return name;
  const stem = htmlToText(textIn(firstChild(el, 'questiontext')));
  return stem === '' ? `#${index + 1}` : truncate(stem, 80);
}

function entryOf(el: Element, index: number, media: MoodleMedia): MoodleEntry {
  const type = (attr(el, 'type') ?? '').trim().toLowerCase();
  if (type === 'category') return { kind: 'category', path: textIn(firstChild(el, 'category')).trim() };
  return { kind: 'question', item: itemName(el, index), read: () => new QuestionReader(el, media).question(type) };
}

/** A Moodle XML file's questions; refuses a root that is not `<quiz>`. */
export async function readMoodleXml(root: Element, options: InterchangeReadOptions): Promise<InterchangeRead> {
  if (localName(root) !== 'quiz') throw new InterchangeReadError('unsupported_format', `<${root.name}>`);
  const media = new MoodleMedia();
  const entries = childElements(root, 'question').map((el, i) => entryOf(el, i, media));
  return collectQuestions('moodle_xml', entries, options, media.collector);
}
