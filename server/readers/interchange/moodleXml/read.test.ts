// The Moodle XML reader on Moodle's own test fixtures (interop-samples/moodle-xml), and on small
// files for the types those fixtures lack (gap select, drag-and-drop into text, exact numbers).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionIssues } from '../../../../domain/rules/questionRules.ts';
import { questionDocumentFields } from '../../../../domain/schemas/questions.ts';
import type { InterchangeRead, InterchangeReadOptions } from '../model.ts';
import { parseXml } from '../xml.ts';
import { readMoodleXml } from './index.ts';

const samples = new URL('../../../../../shared/interop-samples/moodle-xml/', import.meta.url);
const note: InterchangeReadOptions = { categories: 'note' };
const read = (name: string, options = note) => readMoodleXml(parseXml(readFileSync(new URL(name, samples), 'utf8')), options);
const readText = (xml: string, options = note) => readMoodleXml(parseXml(`<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${xml}</quiz>`), options);
const parsed = (r: InterchangeRead, i = 0) => questionDocumentFields.parse(r.questions[i]!.document);
const answers = (r: InterchangeRead, i = 0) => parsed(r, i).answers.map((a) => [a.content, a.correct]);
const explanation = (r: InterchangeRead, i = 0) => parsed(r, i).explanation.sections.map((s) => s.content_html);

/** Every carried question is a valid document by the §5 rules (points not required). */
function expectValid(r: InterchangeRead) {
  for (const q of r.questions) expect(questionIssues(parsed({ ...r, questions: [q] }), { pointsEnabled: false }), q.item).toEqual([]);
}

describe('readMoodleXml on Moodle fixtures', () => {
  it('multichoice.xml: the greeting with its mp3 and four flag images as media', async () => {
    const r = await read('multichoice.xml');
    expect(r.format).toBe('moodle_xml');
    expect(r.skipped).toEqual([]);
    expect(r.questions.map((q) => q.item)).toEqual(['Greeting']);
    const doc = parsed(r);
    expect(doc).toMatchObject({ type: 'multiple_choice', points: 1, shuffle_answers: true, quiz_title: 'Multichoice' });
    expect(doc.content_html).toBe('<p>Listen to this greeting: <audio data-media-ref="0" controls></audio><br><br>What language is being spoken?</p>');
    expect(answers(r)).toEqual([
      ['<p><img data-media-ref="1" alt="British Flag"> English</p>', false],
      ['<p><img data-media-ref="2" alt="French flag"> French</p>', true],
      ['<p><img data-media-ref="3" alt="German flag"> German</p>', false],
      ['<p><img data-media-ref="4" alt="Denmark flag"> Danish</p>', false],
    ]);
    expect(r.media.map((m) => [m.kind, m.name, m.alt])).toEqual([
      ['audio', 'bonjour.mp3', undefined],
      ['image', 'flag-uk.jpg', 'British Flag'],
      ['image', 'flag-france.jpg', 'French flag'],
      ['image', 'flag-german.jpg', 'German flag'],
      ['image', 'flag-denmark.jpg', 'Denmark flag'],
    ]);
    // The bytes are the files': an MP3 frame or ID3 tag, and JPEG's start of image.
    const mp3 = r.media[0]!.data;
    expect(String.fromCharCode(...mp3.slice(0, 3)) === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(true);
    for (const m of r.media.slice(1)) expect([...m.data.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect(explanation(r)).toEqual([
      '<p><strong>English</strong></p><p>Sorry, listen again.</p>',
      '<p><strong>French</strong></p><p>Yes, well done!</p>',
      '<p><strong>German</strong></p><p>Sorry, listen again.</p>',
      '<p><strong>Danish</strong></p><p>Sorry, listen again.</p>',
    ]);
    expectValid(r);
  });

  it('truefalse.xml: two true/false questions, their images stored once each', async () => {
    const r = await read('truefalse.xml');
    expect(r.questions.map((q) => [q.item, q.document.type, answers(r, r.questions.indexOf(q))])).toEqual([
      ['Moodle acronym (False)', 'true_or_false', [['True', false], ['False', true]]],
      ['Moodle acronym (True)', 'true_or_false', [['True', true], ['False', false]]],
    ]);
    expect(r.media.map((m) => [m.kind, m.name])).toEqual([
      ['image', 'logo.jpg'],
      ['image', 'infos.jpg'],
      ['image', 'thumbdown.jpg'],
      ['image', 'thumbup.jpg'],
    ]);
    expect(parsed(r).content_html).toContain('<img data-media-ref="0" alt="Moodle logo">');
    expect(parsed(r).content_html).toContain('Modular Object-Oriented Dynamic Learning Education');
    // General feedback (with its picture and link), then each answer's feedback.
    expect(explanation(r)[0]).toContain('<img data-media-ref="1" alt="Informations">For further information');
    expect(explanation(r)[0]).toContain('href="http://docs.moodle.org/en/About_Moodle"');
    expect(explanation(r).slice(1)).toEqual([
      '<p><strong>True</strong></p><p><img data-media-ref="2" alt="Thumb down"> Your answer is incorrect.</p>',
      '<p><strong>False</strong></p><p><img data-media-ref="3" alt="Thumb up"> Your answer is correct.</p>',
    ]);
    expectValid(r);
  });

  it('nested_categories_with_questions.xml: the last category segment as quiz title, or none', async () => {
    const noted = await read('nested_categories_with_questions.xml');
    expect(noted.questions.map((q) => [q.item, q.document.quiz_title, q.document.content_html])).toEqual([
      ['Iota Question', 'Iota', '<p>Testing Iota Question</p>'],
      ['Kappa Question', 'Kappa', '<p>Testing Kappa Question</p>'],
      ['Lambda Question', 'Lambda', '<p>Testing Lambda Question</p>'],
      ['Mu Question', 'Mu', '<p>Testing Mu Question</p>'],
    ]);
    expect(noted.skipped).toEqual([{ item: 'Kappa Essay Question', reason: 'unsupported_type', detail: 'essay' }]);
    const ignored = await read('nested_categories_with_questions.xml', { categories: 'ignore' });
    expect(ignored.questions.map((q) => q.document.quiz_title)).toEqual([null, null, null, null]);
    expectValid(noted);
  });

  it('error_invalid_grades.xml: the question with a grade Moodle refuses is skipped, saying the grade', async () => {
    const r = await read('error_invalid_grades.xml');
    expect(r.questions).toEqual([]);
    expect(r.skipped).toEqual([{ item: 'Question with <strong>invalid grades</strong> : x > 1 & x < 2', reason: 'damaged_item', detail: 'grade 33%' }]);
  });

  it('sample_questions_with_old_image_tag.xml: the Moodle 1.9 picture kept; the mixed cloze skipped', async () => {
    const r = await read('sample_questions_with_old_image_tag.xml');
    expect(r.skipped).toEqual([{ item: 'cloze question with image', reason: 'mixed_parts', detail: 'cloze' }]);
    expect(r.questions.map((q) => q.item)).toEqual(['mcq with image']);
    expect(parsed(r).content_html).toBe('This is a multichoice question with an image in the old &quot;image&quot; field that was used in Moodle 1.9<p><img data-media-ref="0" alt=""></p>');
    expect(answers(r)).toEqual([
      ['wrong answer', false],
      ['another wrong answer', false],
      ['right answer', true],
    ]);
    // Only the carried question's picture: the skipped cloze's is not gathered.
    expect(r.media.map((m) => [m.kind, m.name])).toEqual([['image', 'moodle.png']]);
    expect([...r.media[0]!.data.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(parsed(r).quiz_title).toBe('Default for Test images in backup');
  });

  it('qtype_match: premises sharing a response become a categorise question, the extra response a category', async () => {
    const r = await read('qtype_match_testquestion.moodle.xml');
    const doc = parsed(r);
    expect(doc).toMatchObject({ type: 'categorise', content_html: 'Classify the animals.', points: 1, shuffle_answers: true, quiz_title: 'Test questions' });
    expect(doc.categories.map((c) => c.name)).toEqual(['amphibian', 'mammal', 'insect']);
    expect(doc.answers.map((a) => [a.content, doc.categories.find((c) => c.key === a.category_key)?.name])).toEqual([
      ['frog', 'amphibian'],
      ['cat', 'mammal'],
      ['newt', 'amphibian'],
    ]);
    expect(explanation(r)).toEqual(['General feedback.']);
    expectValid(r);
  });

  it('qtype_ordering: the items in their order', async () => {
    const r = await read('qtype_ordering_testquestion.moodle.xml');
    expect(parsed(r)).toMatchObject({ type: 'correct_order', content_html: 'Put these words in order.' });
    expect(answers(r).map(([c]) => c)).toEqual(['Modular', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Environment']);
    expect(explanation(r)).toEqual(['<p>The correct answer is "Modular Object Oriented Dynamic Learning Environment".</p>']);
    expectValid(r);
  });

  it('qtype_shortanswer: the 100% answer accepted; case-insensitive; feedback kept', async () => {
    const r = await read('qtype_shortanswer_testquestion.moodle.xml');
    const doc = parsed(r);
    expect(doc).toMatchObject({ type: 'exact_value', content_html: 'Name an amphibian: __________', exact_value_options: { case_sensitive: false } });
    expect(answers(r)).toEqual([['frog', true]]);
    expect(explanation(r)).toEqual([
      'Generalfeedback: frog or toad would have been OK.',
      '<p><strong>frog</strong></p><p>Frog is a very good answer.</p>',
      '<p><strong>toad</strong></p><p>Toad is an OK good answer.</p>',
      '<p>That is a bad answer.</p>',
    ]);
    expectValid(r);
  });

  it('qtype_numerical: an answer with a tolerance is skipped', async () => {
    const r = await read('qtype_numerical_testquestion.moodle.xml');
    expect(r.questions).toEqual([]);
    expect(r.skipped).toEqual([{ item: 'Numerical-001', reason: 'numeric_tolerance', detail: 'numerical' }]);
  });
});

const question = (type: string, body: string, name = 'q') => `<question type="${type}"><name><text>${name}</text></name>${body}</question>`;

describe('readMoodleXml on the other types', () => {
  it('numerical without tolerance is an exact value; hints and TeX carried', async () => {
    const r = await readText(
      question(
        'numerical',
        `<questiontext format="html"><text><![CDATA[<p>Solve $$x+1=3$$</p>]]></text></questiontext>
         <answer fraction="100"><text>2</text><tolerance>0</tolerance></answer>
         <answer fraction="0"><text>*</text></answer>
         <hint format="html"><text>Subtract 1</text></hint><defaultgrade>2.5</defaultgrade>`,
      ),
    );
    expect(parsed(r)).toMatchObject({ type: 'exact_value', content_html: '<p>Solve [% x+1=3 %]</p>', points: 2.5 });
    expect(answers(r)).toEqual([['2', true]]);
    expect(parsed(r).hint.sections.map((s) => s.content_html)).toEqual(['Subtract 1']);
  });

  it('matching with distinct responses stays matching, the empty premise an additional response', async () => {
    const r = await readText(
      question(
        'matching',
        `<questiontext format="html"><text>Capitals</text></questiontext>
         <subquestion format="html"><text>France</text><answer><text>Paris</text></answer></subquestion>
         <subquestion format="html"><text>Italy</text><answer><text>Rome</text></answer></subquestion>
         <subquestion format="html"><text></text><answer><text>Oslo</text></answer></subquestion>`,
      ),
    );
    const doc = parsed(r);
    expect(doc.type).toBe('matching_choices');
    expect(doc.premises.map((p) => p.content)).toEqual(['France', 'Italy']);
    expect(doc.responses.map((x) => [x.content, doc.premises.find((p) => p.key === x.premise_key)?.content ?? null])).toEqual([
      ['Paris', 'France'],
      ['Rome', 'Italy'],
      ['Oslo', null],
    ]);
    expectValid(r);
  });

  it('gap select: each gap a group of the choices of its Moodle group, the right one correct', async () => {
    const r = await readText(
      question(
        'gapselect',
        `<questiontext format="html"><text>The [[1]] sat on the [[3]].</text></questiontext>
         <shuffleanswers>1</shuffleanswers>
         <selectoption><text>cat</text><group>1</group></selectoption>
         <selectoption><text>dog</text><group>1</group></selectoption>
         <selectoption><text>mat</text><group>2</group></selectoption>
         <selectoption><text>hat</text><group>2</group></selectoption>`,
      ),
    );
    const doc = parsed(r);
    expect(doc).toMatchObject({ type: 'grouped_choices', content_html: 'The _____ (1) sat on the _____ (2).', shuffle_answers: true });
    expect(doc.groups.map((g) => g.name)).toEqual(['(1)', '(2)']);
    expect(doc.answers.map((a) => [a.content, a.correct, doc.groups.find((g) => g.key === a.group_key)?.name])).toEqual([
      ['cat', true, '(1)'],
      ['dog', false, '(1)'],
      ['mat', true, '(2)'],
      ['hat', false, '(2)'],
    ]);
    expectValid(r);
  });

  it('drag and drop into text reads as gap select; a gap naming no choice is a damaged item', async () => {
    const ok = await readText(
      question('ddwtos', `<questiontext format="html"><text>[[2]] + [[1]]</text></questiontext><dragbox><text>one</text><group>1</group></dragbox><dragbox><text>two</text><group>1</group></dragbox>`),
    );
    expect(answers(ok)).toEqual([
      ['one', false],
      ['two', true],
      ['one', true],
      ['two', false],
    ]);
    const bad = await readText(question('ddwtos', `<questiontext format="html"><text>[[4]]</text></questiontext><dragbox><text>one</text><group>1</group></dragbox>`, 'gaps'));
    expect(bad.skipped).toEqual([{ item: 'gaps', reason: 'damaged_item', detail: '[[4]]' }]);
  });

  it('skips what Pena has no type for, a picture the file lacks, and an answerless choice', async () => {
    const r = await readText(
      [
        question('description', '<questiontext><text>Read this</text></questiontext>', 'd'),
        question('calculatedsimple', '<questiontext><text>{a}+{b}</text></questiontext>', 'c'),
        question('cloze', '<questiontext><text>{1:MULTICHOICE:=a~b} and {1:MULTICHOICE:=c~d}</text></questiontext>', 'cz'),
        question('multichoice', '<questiontext format="html"><text><![CDATA[<img src="@@PLUGINFILE@@/gone.png">]]></text></questiontext><answer fraction="100"><text>a</text></answer>', 'img'),
        question('multichoice', '<questiontext><text>Pick</text></questiontext><answer fraction="0"><text>a</text></answer><answer fraction="0"><text>b</text></answer>', 'none'),
      ].join(''),
    );
    expect(r.questions).toEqual([]);
    expect(r.skipped).toEqual([
      { item: 'd', reason: 'unsupported_type', detail: 'description' },
      { item: 'c', reason: 'unsupported_type', detail: 'calculatedsimple' },
      { item: 'cz', reason: 'unsupported_type', detail: 'cloze' },
      { item: 'img', reason: 'damaged_item', detail: 'gone.png' },
      { item: 'none', reason: 'no_correct_answer', detail: 'multichoice' },
    ]);
  });

  it('keeps two different files of one name apart, and plain text escaped', async () => {
    const file = (b64: string) => `<file name="a.png" encoding="base64">${b64}</file>`;
    const q = (name: string, b64: string) =>
      question('truefalse', `<questiontext format="html"><text><![CDATA[<img src="@@PLUGINFILE@@/a.png" alt="x">]]></text>${file(b64)}</questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>`, name);
    const r = await readText(q('one', 'AAAA') + q('two', 'BBBB') + q('three', 'AAAA') + question('essay', '<questiontext format="plain_text"><text>a < b</text></questiontext>'));
    expect(r.media.map((m) => m.name)).toEqual(['a.png', 'a.png (2)']);
    expect(r.questions.map((x) => x.document.content_html)).toEqual(['<img data-media-ref="0" alt="x">', '<img data-media-ref="1" alt="x">', '<img data-media-ref="0" alt="x">']);
  });

  it('gives a picture its alt as one line of plain text, at most 500 characters', async () => {
    const img = (alt: string) => `<img src="@@PLUGINFILE@@/peta.png" alt="${alt}">`;
    const r = await readText(
      question(
        'truefalse',
        `<questiontext format="html"><text><![CDATA[<p>${img(' Peta\n\t&lt;b&gt;Jawa&lt;/b&gt;  &amp; Bali ')} ${img('pulau '.repeat(120))}</p>]]></text><file name="peta.png" encoding="base64">AAAA</file></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>`,
      ),
    );
    expect(r.media.map((m) => m.alt)).toEqual(['Peta <b>Jawa</b> & Bali']);
    const html = r.questions[0]!.document.content_html;
    // Written as an attribute's text (the sanitizer escapes `<` and `>` later).
    expect(html).toBe(`<p><img data-media-ref="0" alt="Peta <b>Jawa</b> &amp; Bali"> <img data-media-ref="0" alt="${'pulau '.repeat(83).trim()}"></p>`);
  });

  it('refuses a root that is not a quiz', async () => {
    await expect(readMoodleXml(parseXml('<assessmentItem/>'), note)).rejects.toMatchObject({ code: 'unsupported_format' });
  });
});
