// The guarantee the spreadsheet importer relies on instead of sanitizing a second time
// (commands/spreadsheetImporter.ts; types.ts ConvertedQuestion.document): every rich-text
// field a conversion builds (stems, options, items, premises, responses, explanations, hints,
// passages) is in the sanitizer's stored form, because a cell is text, never HTML. Checked
// with every stored-XSS payload of server/test/xssPayloads.ts typed into every such cell of a
// workbook written by exceljs: each comes out as escaped text, which the sanitizer leaves
// unchanged and a browser shows as the characters typed.
import { describe, expect, it } from 'vitest';
import type { QuestionDocument } from '../../../domain/schemas/questions.ts';
import { prepareQuestion } from '../../sanitize/questionContent.ts';
import { sanitizeRichText } from '../../sanitize/richText.ts';
import { XSS_PAYLOADS } from '../../test/xssPayloads.ts';
import { htmlToCellText } from './cellText.ts';
import { convertSpreadsheet } from './convertFile.ts';
import { excelWorkbook } from './test/files.ts';

/** Every rich-text field of a document, by name (equation answers are LaTeX, not HTML). */
function htmlFields(doc: QuestionDocument): [string, string][] {
  const sections = (name: string, list: QuestionDocument['sections']) =>
    list.flatMap((s, i): [string, string][] => [
      [`${name}.${i}.content`, s.content],
      [`${name}.${i}.content_html`, s.content_html],
    ]);
  return [
    ['content_html', doc.content_html],
    ...sections('sections', doc.sections),
    ...sections('explanation', doc.explanation.sections),
    ...sections('hint', doc.hint.sections),
    ...doc.answers.filter((a) => a.answer_type !== 'equation').map((a, i): [string, string] => [`answers.${i}`, a.content]),
    ...doc.premises.map((p, i): [string, string] => [`premises.${i}`, p.content]),
    ...doc.responses.map((r, i): [string, string] => [`responses.${i}`, r.content]),
  ];
}

/** A cell's text as a teacher reads it back: its non-empty lines, trimmed (control characters cannot be in a workbook). */
const asTyped = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');

describe('a conversion stores cell text, never HTML', async () => {
  const payloads = XSS_PAYLOADS.map((p) => p.html);
  const file = await excelWorkbook({
    'Multiple choice': [
      ['No.', 'Question', 'Option A', 'Option B', 'Correct answer', 'Passage', 'Explanation', 'Hint'],
      ...payloads.map((html, i) => [i + 1, html, html, `B ${i}`, 'A', 'P1', html, html]),
    ],
    'Correct order': [['No.', 'Question', 'Item 1', 'Item 2'], ...payloads.map((html, i) => [i + 1, html, html, `2 ${i}`])],
    Matching: [
      ['No.', 'Question', 'Premise 1', 'Responses of premise 1', 'Premise 2', 'Responses of premise 2'],
      ...payloads.map((html, i) => [i + 1, html, html, `${html} ${i}`, `P ${i}`, `R ${i}`]),
    ],
    Passages: [
      ['No.', 'Key', 'Title', 'Text'],
      [1, 'P1', payloads[0]!, payloads.join('\n')],
    ],
  });
  const c = await convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: false } });

  it(`converts every row of ${payloads.length} payloads in every rich-text cell`, () => {
    expect(c.errors).toEqual([]);
    expect(c.questions).toHaveLength(payloads.length * 3);
    expect(c.passages).toHaveLength(1);
  });

  it('every HTML field is in the sanitizer’s stored form, the payload as its text', () => {
    for (const q of c.questions) {
      const payload = payloads[q.row - 2]!;
      expect(prepareQuestion(q.document), `${q.sheet}!${q.row}`).toEqual(q.document);
      for (const [name, html] of htmlFields(q.document)) {
        if (html === '') continue;
        expect(sanitizeRichText(html), `${q.sheet}!${q.row} ${name}`).toBe(html);
        // No markup but the converter's own paragraphs: nothing of the payload became a tag.
        expect(html.replace(/<\/?p>/g, ''), `${q.sheet}!${q.row} ${name}`).not.toMatch(/[<>]/);
      }
      expect(htmlToCellText(q.document.content_html), `${q.sheet}!${q.row}`).toBe(asTyped(payload));
    }
    const [passage] = c.passages;
    expect(sanitizeRichText(passage!.contentHtml)).toBe(passage!.contentHtml);
    expect(passage!.contentHtml.replace(/<\/?p>/g, '')).not.toMatch(/[<>]/);
    expect(htmlToCellText(passage!.contentHtml)).toBe(asTyped(payloads.join('\n')));
  });
});
