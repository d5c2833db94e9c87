// A question as plain text, for the conflict dialog's "copy your text": the stem, then the
// parts as a teacher would write them down (a. answer ✓, categories with their items, pairs).
import { answerLetter } from '../../../../domain/rules/answers.ts';
import { htmlToText } from '../../../../domain/rules/text.ts';
import type { AnswerFields, QuestionDocument } from '../../../../domain/schemas/questions.ts';

const answerText = (a: AnswerFields) => (a.answer_type === 'equation' ? `[%${a.content}%]` : a.answer_type === 'image' ? `[image ${a.media_id ?? ''}]`.trim() : htmlToText(a.content));

export function documentText(doc: QuestionDocument): string {
  const lines = [htmlToText(doc.content_html), ''];
  switch (doc.type) {
    case 'categorise':
      for (const c of doc.categories) {
        lines.push(`${c.name}:`);
        for (const a of doc.answers.filter((x) => x.category_key === c.key)) lines.push(`  - ${answerText(a)}`);
      }
      break;
    case 'grouped_choices':
      for (const g of doc.groups) {
        lines.push(`${g.name}:`);
        doc.answers.filter((x) => x.group_key === g.key).forEach((a, i) => lines.push(`  ${answerLetter(i)}. ${answerText(a)}${a.correct ? ' ✓' : ''}`));
      }
      break;
    case 'matching_choices':
      for (const p of doc.premises) {
        const matches = doc.responses.filter((r) => r.premise_key === p.key).map((r) => htmlToText(r.content));
        lines.push(`${htmlToText(p.content)} → ${matches.join(' / ')}`);
      }
      for (const r of doc.responses.filter((x) => x.premise_key === null)) lines.push(`  + ${htmlToText(r.content)}`);
      break;
    case 'correct_order':
      doc.answers.forEach((a, i) => lines.push(`${i + 1}. ${answerText(a)}`));
      break;
    default:
      doc.answers.forEach((a, i) => lines.push(`${answerLetter(i)}. ${answerText(a)}${a.correct && doc.type !== 'exact_value' ? ' ✓' : ''}`));
  }
  return lines.join('\n').trim();
}
