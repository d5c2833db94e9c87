import { describe, expect, it } from 'vitest';
import { type Element, attr, childElements, descendants, firstChild, parseXml, textOf } from '../../readers/interchange/xml.ts';
import { PNG, answer, memoryMedia, question, sevenQuestions, text, topicOf, written } from './test/fixtures.ts';
import { planQuestionExport, writeQuestionExport } from './index.ts';

const numbered = question(30, 'exact_value', '<p>Name two capitals.</p>', {
  exact_value_options: { case_sensitive: false, allow_special_characters: false, enable_numbering: true, numbering_bracket: '()', numbering_format: 'number', numbering_start: 1 },
  answers: [answer('Paris'), answer('Rome')],
});

async function quiz() {
  const xml = text(await written((out) => writeQuestionExport('moodle_xml', [topicOf([...sevenQuestions(), numbered])], memoryMedia, out)));
  return parseXml(xml);
}

const fractions = (q: Element) => childElements(q, 'answer').map((a) => Number(attr(a, 'fraction')));

/** What Moodle's import asks of every question (qformat_xml and the question types). */
function moodleProblems(root: Element): string[] {
  const problems: string[] = [];
  for (const q of childElements(root, 'question')) {
    const type = attr(q, 'type');
    if (type === 'category') continue;
    if (!firstChild(q, 'name') || textOf(firstChild(q, 'name')!).trim() === '') problems.push(`${type}: no name`);
    if (!firstChild(q, 'questiontext')) problems.push(`${type}: no questiontext`);
    if (type === 'multichoice') {
      const single = textOf(firstChild(q, 'single')!) === 'true';
      const f = fractions(q);
      const positive = f.filter((x) => x > 0).reduce((a, b) => a + b, 0);
      if (single && !f.includes(100)) problems.push('single multichoice without a 100% answer');
      if (!single && Math.abs(positive - 100) > 0.01) problems.push(`multi multichoice positive fractions total ${positive}`);
    }
  }
  return problems;
}

describe('Moodle XML export', () => {
  it('gives every question what Moodle needs', async () => {
    expect(moodleProblems(await quiz())).toEqual([]);
  });

  it('writes each type as its Moodle type', async () => {
    const root = await quiz();
    const questions = childElements(root, 'question');
    expect(questions.map((q) => attr(q, 'type'))).toEqual(['category', 'multichoice', 'multichoice', 'truefalse', 'shortanswer', 'matching', 'ordering', 'gapselect', 'matching', 'cloze']);
    expect(textOf(firstChild(questions[0]!, 'category')!)).toBe('$course$/Capitals // Cities/Capitals // Cities');
    const [, mc, multi, tf, short, cats, order, gaps, matching, cloze] = questions as Element[];
    expect(fractions(mc!)).toEqual([100, 0, 0]);
    expect(textOf(firstChild(mc!, 'defaultgrade')!)).toBe('2');
    expect(textOf(firstChild(firstChild(mc!, 'generalfeedback')!, 'text')!)).toBe('<p>Paris is the capital of France.</p>');
    expect(textOf(firstChild(firstChild(mc!, 'hint')!, 'text')!)).toBe('<p>Think of France.</p>');
    const stem = firstChild(mc!, 'questiontext')!;
    expect(textOf(firstChild(stem, 'text')!)).toContain('src="@@PLUGINFILE@@/7-diagram_one.png"');
    expect(attr(firstChild(stem, 'file')!, 'name')).toBe('7-diagram_one.png');
    expect(Buffer.from(textOf(firstChild(stem, 'file')!), 'base64')).toEqual(Buffer.from(PNG));
    expect(fractions(multi!)).toEqual([50, 50, -100, -100]);
    expect(firstChild(childElements(multi!, 'answer')[3]!, 'file')).toBeDefined();
    expect(fractions(tf!)).toEqual([100, 0]);
    expect(textOf(firstChild(short!, 'usecase')!)).toBe('1');
    expect(childElements(short!, 'answer').map((a) => textOf(a).trim())).toEqual(['Paris', 'PARIS']);
    expect(childElements(cats!, 'subquestion').map((s) => [textOf(firstChild(s, 'text')!), textOf(firstChild(s, 'answer')!)])).toEqual([
      ['Apple', 'Fruit'],
      ['Pear', 'Fruit'],
      ['Carrot', 'Vegetable'],
      ['', 'Grain'],
    ]);
    expect(childElements(order!, 'answer').map((a) => textOf(a))).toEqual(['One', 'Two', 'Three']);
    expect(textOf(firstChild(order!, 'gradingtype')!)).toBe('ALL_OR_NOTHING');
    const gapText = textOf(firstChild(firstChild(gaps!, 'questiontext')!, 'text')!);
    expect(gapText).toContain('Is the sky blue? [[1]]');
    expect(gapText).toContain('Is grass red? [[4]]');
    expect(childElements(gaps!, 'selectoption').map((o) => [textOf(firstChild(o, 'text')!), textOf(firstChild(o, 'group')!)])).toEqual([
      ['Yes', '1'],
      ['No', '1'],
      ['Yes', '2'],
      ['No', '2'],
    ]);
    expect(childElements(matching!, 'subquestion').map((s) => [textOf(firstChild(s, 'text')!), textOf(firstChild(s, 'answer')!)])).toEqual([
      ['<p>Cat</p>', 'Meow'],
      ['<p>Dog</p>', 'Woof'],
      ['', 'Moo'],
    ]);
    expect(textOf(firstChild(firstChild(cloze!, 'questiontext')!, 'text')!)).toContain('(1) {1:SHORTANSWER:=Paris}');
    expect(descendants(root, 'question')).toHaveLength(10);
  });

  it('leaves out a matching premise with several responses', () => {
    const q = question(40, 'matching_choices', '<p>Match.</p>', {
      premises: [{ id: 1, key: 'p1', content: 'Even' }],
      responses: [
        { id: 2, key: 'r1', content: '2', premise_key: 'p1' },
        { id: 3, key: 'r2', content: '4', premise_key: 'p1' },
      ],
    });
    expect(planQuestionExport('moodle_xml', [topicOf([q, ...sevenQuestions()])]).leftOut).toEqual([{ questionId: 40, item: '40. Match.', reason: 'type_not_in_format' }]);
  });
});
