// The QTI 1.2 reader's decisions the Canvas fixtures do not reach, on items written as Canvas
// and Common Cartridge write them: matching that must be categorise, blanks Pena cannot
// number, exact numerical answers, CC profiles, items without metadata, limits, empty items.
import { describe, expect, it } from 'vitest';
import { parseXml } from '../xml.ts';
import { readQti12File } from './file.ts';
import { canvasMeta, html, plain, quizXml } from './test/samples.ts';

const read = (items: string) => readQti12File(parseXml(quizXml(items)), { categories: 'note' });

const label = (ident: string, text: string) => `<response_label ident="${ident}">${plain(text)}</response_label>`;
const scoring = (tests: string, score = '100') => `<respcondition continue="No"><conditionvar>${tests}</conditionvar><setvar action="Set" varname="SCORE">${score}</setvar></respcondition>`;
const eq = (resp: string, value: string) => `<varequal respident="${resp}">${value}</varequal>`;

/** A Canvas matching item: `pairs` of left text and the right ident it matches; `rights` the shared list. */
function matching(pairs: [string, string][], rights: [string, string][]): string {
  const lids = pairs.map(([left], i) => `<response_lid ident="response_${i}">${plain(left)}<render_choice>${rights.map(([id, t]) => label(id, t)).join('')}</render_choice></response_lid>`);
  const conds = pairs.map(([, right], i) => scoring(eq(`response_${i}`, right), '50'));
  return `<item ident="m" title="Match">${canvasMeta('matching_question')}<presentation>${html('<p>Match</p>')}${lids.join('')}</presentation><resprocessing>${conds.join('')}</resprocessing></item>`;
}

function blanks(title: string, type: string, blankValues: [string, string[]][]): string {
  const lids = blankValues.map(([name, values]) => `<response_lid ident="response_${name}"><material><mattext>${name}</mattext></material><render_choice>${values.map((v, i) => label(`${name}${i}`, v)).join('')}</render_choice></response_lid>`);
  const conds = blankValues.map(([name]) => scoring(eq(`response_${name}`, `${name}0`), '50'));
  const stem = blankValues.map(([name]) => `[${name}]`).join(' and ');
  return `<item ident="${title}" title="${title}">${canvasMeta(type)}<presentation>${html(`<p>Fill ${stem}</p>`)}${lids.join('')}</presentation><resprocessing>${conds.join('')}</resprocessing></item>`;
}

describe('matching', () => {
  it('is categorise when several left items share one right answer (the right answers its categories)', async () => {
    const r = await read(
      matching(
        [
          ['Cat', 'r1'],
          ['Dog', 'r1'],
          ['Oak', 'r2'],
        ],
        [
          ['r1', 'Animal'],
          ['r2', 'Plant'],
          ['r3', 'Mineral'],
        ],
      ),
    );
    const q = r.questions[0]!.document;
    expect(q.type).toBe('categorise');
    expect(q.categories).toEqual([
      { key: 'c1', name: 'Animal' },
      { key: 'c2', name: 'Plant' },
      { key: 'c3', name: 'Mineral' },
    ]);
    expect(q.answers!.map((a) => [a.content, a.category_key])).toEqual([
      ['Cat', 'c1'],
      ['Dog', 'c1'],
      ['Oak', 'c2'],
    ]);
  });

  it('past ten premises is too many parts', async () => {
    const pairs = Array.from({ length: 11 }, (_, i): [string, string] => [`Left ${i}`, `r${i}`]);
    const r = await read(matching(pairs, pairs.map(([, id], i): [string, string] => [id, `Right ${i}`])));
    expect(r.skipped).toEqual([{ item: 'Match', reason: 'too_many_parts', detail: 'matching_question' }]);
  });
});

describe('fill in multiple blanks and dropdowns', () => {
  it('several blanks with several different accepted values each are mixed parts', async () => {
    const r = await read(
      blanks('Colours', 'fill_in_multiple_blanks_question', [
        ['a', ['colour', 'color']],
        ['b', ['grey', 'gray']],
      ]),
    );
    expect(r.skipped).toEqual([{ item: 'Colours', reason: 'mixed_parts', detail: 'fill_in_multiple_blanks_question' }]);
  });

  it('one blank is a plain exact value of all its accepted values, the blank hidden in the stem', async () => {
    const r = await read(blanks('One', 'fill_in_multiple_blanks_question', [['answer', ['colour', 'color', 'Color']]]));
    const q = r.questions[0]!.document;
    expect(q.content_html).toBe('<p>Fill ____</p>');
    expect(q.answers!.map((a) => a.content)).toEqual(['colour', 'color']);
    expect(q.exact_value_options?.enable_numbering).toBeUndefined();
  });

  it('dropdowns: a group per blank with its own choices', async () => {
    const r = await read(
      blanks('Drops', 'multiple_dropdowns_question', [
        ['x', ['yes', 'no']],
        ['y', ['no', 'yes']],
      ]),
    );
    const q = r.questions[0]!.document;
    expect(q.content_html).toBe('<p>Fill (1) and (2)</p>');
    expect(q.answers!.map((a) => [a.content, a.correct, a.group_key])).toEqual([
      ['yes', true, 'g1'],
      ['no', false, 'g1'],
      ['no', true, 'g2'],
      ['yes', false, 'g2'],
    ]);
  });
});

describe('numerical', () => {
  const numerical = (tests: string) =>
    `<item ident="n" title="Num">${canvasMeta('numerical_question', '2.5')}<presentation>${html('<p>6 times 7?</p>')}<response_str ident="response1"><render_fib fibtype="Decimal"><response_label ident="answer1"/></render_fib></response_str></presentation><resprocessing>${scoring(tests)}</resprocessing></item>`;

  it('an exact answer with a margin of 0 is an exact value, written as typed numbers compare', async () => {
    const r = await read(numerical(`<or>${eq('response1', '42.0')}<and><vargte respident="response1">42.0</vargte><varlte respident="response1">42.0</varlte></and></or>`));
    const q = r.questions[0]!.document;
    expect(q.type).toBe('exact_value');
    expect(q.answers!.map((a) => a.content)).toEqual(['42']);
    expect(q.points).toBe(2.5);
  });

  it('a margin is a numeric tolerance', async () => {
    const r = await read(numerical(`<or>${eq('response1', '42.0')}<and><vargte respident="response1">41.0</vargte><varlte respident="response1">43.0</varlte></and></or>`));
    expect(r.skipped).toEqual([{ item: 'Num', reason: 'numeric_tolerance', detail: 'numerical_question' }]);
  });
});

describe('Common Cartridge profiles and items without metadata', () => {
  const ccMeta = (profile: string) => `<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>${profile}</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>`;
  const textItem = (meta: string, tests: string) =>
    `<item ident="t" title="Text">${meta}<presentation>${html('<p>Capital of France?</p>')}<response_str ident="r"><render_fib/></response_str></presentation><resprocessing>${scoring(tests)}</resprocessing></item>`;

  it('cc.fib with a case-sensitive value is a case-sensitive exact value; punctuation then counts', async () => {
    const r = await read(textItem(ccMeta('cc.fib.v0p1'), `<varequal respident="r" case="Yes">C++</varequal>`));
    const q = r.questions[0]!.document;
    expect(q.answers!.map((a) => a.content)).toEqual(['C++']);
    expect(q.exact_value_options).toMatchObject({ case_sensitive: true, allow_special_characters: true });
  });

  it('cc.pattern_match by substring cannot be held', async () => {
    const r = await read(textItem(ccMeta('cc.pattern_match.v0p1'), `<varsubstring respident="r">Paris</varsubstring>`));
    expect(r.skipped).toEqual([{ item: 'Text', reason: 'unsupported_type', detail: 'varsubstring' }]);
  });

  it('cc.essay is unsupported, named by its profile', async () => {
    const r = await read(textItem(ccMeta('cc.essay.v0p1'), ''));
    expect(r.skipped).toEqual([{ item: 'Text', reason: 'unsupported_type', detail: 'cc.essay.v0p1' }]);
  });

  it('without metadata, the response decides: a text response is an exact value; no credit is no correct answer', async () => {
    const r = await read(textItem('', eq('r', 'Paris')) + textItem('', ''));
    expect(r.questions[0]!.document.answers!.map((a) => a.content)).toEqual(['Paris']);
    expect(r.skipped).toEqual([{ item: 'Text', reason: 'no_correct_answer', detail: 'response_str' }]);
  });

  it('an item with neither a stem nor choices is empty; one without a presentation is damaged', async () => {
    const empty = `<item ident="e">${canvasMeta('multiple_dropdowns_question')}<presentation>${html('<p></p>')}<response_lid ident="response_x"><render_choice></render_choice></response_lid></presentation></item>`;
    const r = await read(`${empty}<item ident="d" title="Broken">${canvasMeta('multiple_choice_question')}</item>`);
    expect(r.skipped).toEqual([
      { item: 'e', reason: 'empty_item', detail: 'multiple_dropdowns_question' },
      { item: 'Broken', reason: 'damaged_item', detail: 'presentation' },
    ]);
  });
});

describe('math', () => {
  it('Canvas equation images and TeX delimiters become Pena math', async () => {
    const stem = '<p>Solve <img class="equation_image" title="x^2" src="/equation_images/x%255E2" alt="LaTeX: x^2" data-equation-content="x^2"> and \\(y&lt;1\\)</p>';
    const item = `<item ident="q" title="Math">${canvasMeta('multiple_choice_question')}<presentation>${html(stem)}<response_lid ident="response1"><render_choice>${label('1', 'one')}${label('2', 'two')}</render_choice></response_lid></presentation><resprocessing>${scoring(eq('response1', '2'))}</resprocessing></item>`;
    const q = (await read(item)).questions[0]!.document;
    expect(q.content_html).toBe('<p>Solve [% x^2 %] and [% y&lt;1 %]</p>');
    expect(q.answers!.map((a) => [a.content, a.correct])).toEqual([
      ['one', false],
      ['two', true],
    ]);
  });
});
