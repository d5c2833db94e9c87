// The GIFT reader on Moodle's GIFT fixtures and documentation examples (interop-samples/gift),
// checked on content and, question by question, against an independent GIFT parser (gift-pegjs):
// where it reads a question, both agree on how many there are and of which type.
import { readFileSync } from 'node:fs';
import { type GIFTQuestion, parse as giftPegjs } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import { questionIssues } from '../../../../domain/rules/questionRules.ts';
import { questionDocumentFields } from '../../../../domain/schemas/questions.ts';
import type { InterchangeRead, InterchangeReadOptions } from '../model.ts';
import { looksLikeAiken } from '../aiken/index.ts';
import { looksLikeGift, readGift, readGiftBytes } from './index.ts';

const samples = new URL('../../../../../shared/interop-samples/gift/', import.meta.url);
const note: InterchangeReadOptions = { categories: 'note' };
const bytes = (name: string) => new Uint8Array(readFileSync(new URL(name, samples)));
const text = (name: string) => readFileSync(new URL(name, samples), 'utf8');
const read = (name: string, options = note) => readGiftBytes(bytes(name), options);
const doc = (r: InterchangeRead, item: string, nth = 0) => {
  const q = r.questions.filter((x) => x.item === item)[nth];
  if (!q) throw new Error(`no question ${item}`);
  return questionDocumentFields.parse(q.document);
};
const answers = (d: ReturnType<typeof doc>) => d.answers.map((a) => [a.content, a.correct]);
const sections = (d: ReturnType<typeof doc>['explanation']) => d.sections.map((s) => s.content_html);

describe('readGift on Moodle fixtures', () => {
  it('questions.gift.txt: each question by type, with feedback, formats and skips', async () => {
    const r = await read('questions.gift.txt');
    expect(r.format).toBe('gift');
    expect(r.questions.map((q) => [q.item, q.document.type])).toEqual([
      ['Moodle activities', 'matching_choices'],
      ['Q2', 'multiple_choice'],
      ['colours', 'multiple_choice'],
      ['Shortanswer', 'exact_value'],
      ['Q1', 'true_or_false'],
      ['2-08 TSL', 'true_or_false'],
      ['2-08 TSL', 'true_or_false'],
    ]);
    expect(r.skipped).toEqual([
      { item: 'Q8', reason: 'unsupported_type', detail: 'essay' },
      { item: 'Q5', reason: 'numeric_tolerance', detail: 'numerical' },
    ]);

    const matching = doc(r, 'Moodle activities');
    expect(matching.content_html).toBe('Match the <b>activity</b> to the description.');
    expect(matching.premises.map((p) => p.content)).toEqual([
      'An activity supporting asynchronous discussions.',
      'A teacher asks a question and specifies a choice of multiple responses.',
      'A bank of record entries which participants can add to.',
      'A collection of web pages that anyone can add to or edit.',
    ]);
    expect(matching.responses.map((x) => [x.content, x.premise_key])).toEqual([
      ['Forum', 'premise-1'],
      ['Choice', 'premise-2'],
      ['Database', 'premise-3'],
      ['Wiki', 'premise-4'],
      ['Chat', null],
    ]);

    const q2 = doc(r, 'Q2');
    expect(q2.content_html).toBe("<p>What's between orange and green in the spectrum?</p>");
    expect(answers(q2)).toEqual([
      ['yellow', true],
      ['red', false],
      ['blue', false],
    ]);
    expect(sections(q2.explanation)).toEqual([
      '<p><strong>yellow</strong></p><p>right; good!</p>',
      "<p><strong>red</strong></p><p>wrong, it's yellow</p>",
      "<p><strong>blue</strong></p><p>wrong, it's yellow</p>",
    ]);

    // Partial credit: every answer of a positive weight is correct.
    expect(answers(doc(r, 'colours'))).toEqual([
      ['yellow', true],
      ['red', false],
      ['off-beige', true],
      ['blue', false],
    ]);

    const short = doc(r, 'Shortanswer');
    expect(answers(short)).toEqual([['Frog', true]]);
    expect(sections(short.explanation)).toEqual(['<p><strong>Frog</strong></p><p>Good!</p>', '<p><strong>Cat</strong></p><p>What is it with Moodlers and cats?</p>', '<p>Completely wrong</p>']);

    const q1 = doc(r, 'Q1');
    expect(answers(q1)).toEqual([
      ['True', false],
      ['False', true],
    ]);
    expect(sections(q1.explanation)).toEqual([
      "<p>This is, of course, a Hitchiker's Guide to the Galaxy reference.</p>",
      '<p><strong>True</strong></p><p>42 is the Ultimate Answer.</p>',
      '<p><strong>False</strong></p><p>You gave the right answer.</p>',
    ]);
    expect(answers(doc(r, '2-08 TSL', 0))).toEqual(answers(doc(r, '2-08 TSL', 1)));
    expect(r.media).toEqual([]);
  });

  it('questions_in_category.gift.txt: the category as quiz title with note, none with ignore', async () => {
    const noted = await read('questions_in_category.gift.txt');
    expect(noted.questions.map((q) => [q.item, q.document.type, q.document.quiz_title])).toEqual([
      ['Moodle activities', 'matching_choices', 'Default for New Features'],
      ['Greeting', 'multiple_choice', 'Default for New Features'],
      ['Moodle user', 'exact_value', 'Default for New Features'],
      ['Moodle acronym', 'true_or_false', 'Default for New Features'],
    ]);
    // [html] text with escaped `\=` and `\:` restored.
    expect(doc(noted, 'Greeting').content_html).toBe('<a href="http://demo.moodle.net/file.php/5/media/bonjour.mp3">Listen to this greeting:</a><br /><br />What language is being spoken?');
    expect(doc(noted, 'Moodle acronym').content_html).toBe('Moodle is an acronym for <span style="font-style: italic;">Modular Object-Oriented Dynamic Learning Environment</span>.');
    expect(answers(doc(noted, 'Moodle user'))).toEqual([['Moodler', true]]);
    const ignored = await read('questions_in_category.gift.txt', { categories: 'ignore' });
    expect(ignored.questions.map((q) => q.document.quiz_title)).toEqual([null, null, null, null]);
  });

  it('examples.txt: missing words, escapes, weights and numbers as Moodle documents them', async () => {
    const r = await read('examples.txt');
    expect(r.questions).toHaveLength(39);
    expect(r.skipped.map((s) => [s.item, s.reason])).toEqual([
      ['When was Ulysses S. Grant born?', 'numeric_tolerance'],
      ['What is the value of pi (to 3 decimal places)? _____.', 'numeric_tolerance'],
      ['What is the value of pi (to 3 decimal places)? _____.', 'numeric_tolerance'],
      ['When was Ulysses S. Grant born?', 'numeric_tolerance'],
    ]);
    const missing = doc(r, "Grant's Tomb");
    expect(missing.content_html).toBe("<p>Grant is _____ in Grant's tomb.</p>");
    expect(answers(missing)).toEqual([
      ['buried', false],
      ['entombed', true],
      ['living', false],
    ]);
    expect(answers(doc(r, 'GIFT Control Characters'))).toEqual([
      ['~', false],
      ['=', false],
      ['#', false],
      ['{', false],
      ['}', false],
      ['\\', true],
    ]);
    expect(answers(doc(r, 'Which answer equals 5?'))).toEqual([
      ['= 2 + 2', false],
      ['= 2 + 3', true],
      ['= 2 + 4', false],
    ]);
    expect(answers(doc(r, 'Two plus two equals _____.'))).toEqual([
      ['four', true],
      ['4', true],
    ]);
    // `=1822:0` is exact; the 50% answer with a margin gives no credit in Pena, so it is not a value.
    expect(answers(doc(r, 'Numerical example'))).toEqual([['1822', true]]);
    expect(answers(doc(r, "Jesus' hometown (Short answer ex.)"))).toEqual([['Nazareth', true]]);
    const markdown = doc(r, "Who's buried in **Grant's tomb**?");
    expect(markdown.content_html).toBe("<p>Who's buried in **Grant's tomb**?</p>");
    expect(doc(r, 'Kanji Origins').content_html).toBe('<p>Japanese characters originally<br>came from what country?</p>');
    const countries = doc(r, 'Match the following countries with their corresponding capitals.');
    expect(countries.responses.map((x) => x.content)).toEqual(['Ottawa', 'Rome', 'Tokyo', 'New Delhi']);
    for (const q of r.questions) expect(questionIssues(questionDocumentFields.parse(q.document), { pointsEnabled: false }), q.item).toEqual([]);
  });

  it('refuses the Windows-1252 fixture as not UTF-8', async () => {
    await expect(read('questions_encoding_windows-1252.gift.txt')).rejects.toMatchObject({ name: 'InterchangeReadError', code: 'not_utf8' });
  });

  it('reads descriptions, broken braces and escapes in plain text', async () => {
    const r = await readGift('::D::Just some text\n\n::B::Open {=a\n\n::P::[plain]a <b> \\{x\\}{T}\n\n::M::[moodle]x < y <i>z</i>{T}', note);
    expect(r.skipped).toEqual([
      { item: 'D', reason: 'unsupported_type', detail: 'description' },
      { item: 'B', reason: 'damaged_item', detail: '{ }' },
    ]);
    expect(r.questions.map((q) => q.document.content_html)).toEqual(['<p>a &lt;b&gt; {x}</p>', '<p>x &lt; y <i>z</i></p>']);
  });
});

/** Our outcome of one question, in gift-pegjs's words. */
function ourKind(r: InterchangeRead): string[] {
  const byType: Record<string, string> = { multiple_choice: 'MC', true_or_false: 'TF', exact_value: 'Short|Numerical', matching_choices: 'Matching', categorise: 'Matching' };
  const skips: Record<string, string> = { essay: 'Essay', description: 'Description', numerical: 'Numerical' };
  return [...r.questions.map((q) => byType[q.document.type!]!), ...r.skipped.map((s) => skips[s.detail] ?? s.detail)];
}

/** Whether gift-pegjs reads a numerical question as having an error margin on a full-credit answer. */
function hasTolerance(q: GIFTQuestion): boolean {
  if (q.type !== 'Numerical') return false;
  const formats = Array.isArray(q.choices) ? q.choices.filter((c) => c.weight === null || c.weight === 100).map((c) => c.text) : [q.choices];
  return formats.some((f) => f.type === 'high-low' || (f.type === 'range' && f.range !== 0));
}

describe('readGift agrees with gift-pegjs', () => {
  for (const name of ['examples.txt', 'questions.gift.txt', 'questions_in_category.gift.txt']) {
    it(`${name}: question by question, the same count and types`, async () => {
      const chunks = text(name).split(/\n[ \t]*\n/);
      let compared = 0;
      for (const chunk of chunks) {
        let theirs: GIFTQuestion[];
        try {
          theirs = giftPegjs(chunk);
        } catch {
          continue; // gift-pegjs does not read Moodle's `{#3:2~#…}`: nothing to compare.
        }
        const questions = theirs.filter((q) => q.type !== 'Category');
        const ours = await readGift(chunk, note);
        const kinds = ourKind(ours);
        expect(kinds, chunk).toHaveLength(questions.length);
        questions.forEach((q, i) => {
          expect(kinds[i]!.split('|'), chunk).toContain(q.type);
          if (q.type === 'Numerical') expect(ours.skipped.some((s) => s.reason === 'numeric_tolerance'), chunk).toBe(hasTolerance(q));
          if (q.type === 'MC') {
            const correct = q.choices.map((c) => c.isCorrect || (c.weight ?? 0) > 0);
            expect(ours.questions[0]!.document.answers!.map((a) => a.correct), chunk).toEqual(correct);
          }
          if (q.type === 'TF') expect(ours.questions[0]!.document.answers!.map((a) => a.correct), chunk).toEqual([q.isTrue, !q.isTrue]);
          if (q.type === 'Matching') expect(ours.questions[0]!.document.responses!.map((x) => x.content), chunk).toEqual(q.matchPairs.map((p) => p.subanswer));
        });
        compared += questions.length;
      }
      expect(compared).toBeGreaterThan(name === 'examples.txt' ? 40 : 3);
    });
  }
});

describe('looksLikeGift', () => {
  it('tells the GIFT samples from Aiken and other text', () => {
    for (const name of ['examples.txt', 'questions.gift.txt', 'questions_in_category.gift.txt']) {
      expect(looksLikeGift(text(name)), name).toBe(true);
      expect(looksLikeAiken(text(name)), name).toBe(false);
    }
    const aiken = new URL('../aiken/questions.aiken.txt', samples);
    expect(looksLikeGift(readFileSync(aiken, 'utf8'))).toBe(false);
    expect(looksLikeGift('Dear teacher,\nthe meeting is {at} noon.\n')).toBe(false);
    expect(looksLikeGift('// only a comment {=x}\nPlain words.')).toBe(false);
  });
});
