import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attr, descendants, localName, parseXml, textOf } from '../../readers/interchange/xml.ts';
import { memoryMedia, sevenQuestions, text, topicOf, written } from './test/fixtures.ts';
import { packageProblems } from './test/packageRules.ts';
import { writeQuestionExport } from './index.ts';

async function exported(format: 'qti3' | 'qti21') {
  const zip = await written((out) => writeQuestionExport(format, [topicOf(sevenQuestions())], memoryMedia, out));
  return unzipSync(zip);
}

const names = (xml: string) => [...xml.matchAll(/<([A-Za-z][\w-]*)/g)].map((m) => m[1]);

describe.each(['qti3', 'qti21'] as const)('%s package', (format) => {
  it('keeps the package rules and holds all seven types', async () => {
    const files = await exported(format);
    expect(packageProblems(files)).toEqual([]);
    const items = Object.keys(files).filter((f) => f.startsWith('items/'));
    expect(items).toHaveLength(8);
    expect(Object.keys(files)).toContain('media/7-diagram_one.png');
    const manifest = text(files['imsmanifest.xml']!);
    expect(manifest).toContain(format === 'qti3' ? 'imsqti_item_xmlv3p0' : 'imsqti_item_xmlv2p1');
    expect(manifest).toContain(format === 'qti3' ? 'imsqti_test_xmlv3p0' : 'imsqti_test_xmlv2p1');
  });

  it('writes each type as its interaction with the correct response', async () => {
    const files = await exported(format);
    const item = (id: number) => parseXml(text(files[`items/Q${id}.xml`]!));
    const prefix = format === 'qti3' ? 'qti-' : '';
    const el = (root: ReturnType<typeof item>, name: string) => descendants(root, format === 'qti3' ? `qti-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : name);
    const correct = (root: ReturnType<typeof item>) => el(root, 'value').filter((v) => (v.parent as { name: string }).name.endsWith(format === 'qti3' ? 'correct-response' : 'correctResponse')).map((v) => textOf(v));

    const mc = item(1);
    expect(localName(mc)).toBe(`${prefix}${format === 'qti3' ? 'assessment-item' : 'assessmentItem'}`);
    expect(attr(mc, 'xmlns')).toBe(format === 'qti3' ? 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0' : 'http://www.imsglobal.org/xsd/imsqti_v2p1');
    const choice = el(mc, 'choiceInteraction')[0]!;
    expect(attr(choice, format === 'qti3' ? 'max-choices' : 'maxChoices')).toBe('1');
    expect(correct(mc)).toHaveLength(1);
    expect(text(files['items/Q1.xml']!)).toContain('src="../media/7-diagram_one.png"');
    expect(text(files['items/Q1.xml']!)).toContain('\\(x^2\\)');
    const score = el(mc, 'outcomeDeclaration').find((o) => attr(o, 'identifier') === 'SCORE')!;
    expect(attr(score, format === 'qti3' ? 'normal-maximum' : 'normalMaximum')).toBe('2');
    expect(el(mc, 'modalFeedback')).toHaveLength(1);
    expect(el(mc, 'feedbackBlock')).toHaveLength(1);

    expect(attr(el(item(2), 'choiceInteraction')[0]!, format === 'qti3' ? 'max-choices' : 'maxChoices')).toBe('0');
    expect(correct(item(2))).toHaveLength(2);
    expect(text(files['items/Q3.xml']!)).toContain('Once upon a time');

    const exact = item(4);
    expect(el(exact, 'textEntryInteraction')).toHaveLength(1);
    const entries = el(exact, 'mapEntry');
    expect(entries.map((e) => attr(e, format === 'qti3' ? 'map-key' : 'mapKey'))).toEqual(['Paris', 'PARIS']);
    expect(entries.every((e) => attr(e, format === 'qti3' ? 'case-sensitive' : 'caseSensitive') === 'true')).toBe(true);

    const categorise = item(5);
    expect(el(categorise, 'matchInteraction')).toHaveLength(1);
    expect(el(categorise, 'simpleMatchSet')[1]!.children.filter((c) => c.type === 'tag')).toHaveLength(3);
    expect(correct(categorise)).toHaveLength(3);

    const order = item(6);
    expect(el(order, 'orderInteraction')).toHaveLength(1);
    expect(correct(order)).toHaveLength(3);

    const grouped = item(7);
    expect(el(grouped, 'inlineChoiceInteraction')).toHaveLength(2);
    expect(el(grouped, 'responseDeclaration')).toHaveLength(2);

    const matching = item(8);
    expect(el(matching, 'simpleAssociableChoice')).toHaveLength(5);
    expect(correct(matching)).toEqual(['P701 R711', 'P702 R712']);
  });

  it('names QTI elements by the version only', async () => {
    const files = await exported(format);
    const all = Object.keys(files).filter((f) => f.endsWith('.xml')).flatMap((f) => names(text(files[f]!)));
    if (format === 'qti3') expect(all.filter((n) => /Interaction|Declaration/.test(n!))).toEqual([]);
    else expect(all.filter((n) => n!.startsWith('qti-'))).toEqual([]);
  });

  it('finds a broken package: a missing file and an undeclared response', async () => {
    const files = await exported(format);
    delete files['media/7-diagram_one.png'];
    const q1 = text(files['items/Q1.xml']!).replace(/identifier="RESPONSE" cardinality/, 'identifier="OTHER" cardinality');
    files['items/Q1.xml'] = Buffer.from(q1);
    const problems = packageProblems(files);
    expect(problems.some((p) => p.includes('missing media/7-diagram_one.png'))).toBe(true);
    expect(problems.some((p) => p.includes('undeclared RESPONSE'))).toBe(true);
  });
});
