// A topic's questions as one Common Cartridge assessment: QTI 1.2 held to the CC profile
// (cc.exam.v0p1 with items cc.multiple_choice, cc.multiple_response, cc.true_false and cc.fib),
// as Moodle's and Canvas's cartridge importers read it. Rich text is escaped HTML in
// `mattext texttype="text/html"`; media as `$IMS-CC-FILEBASE$/…`, the cartridge's files
// folder. Scores are 0–100 (SCORE), the points as cc_weighting; the explanation is feedback
// shown after any response. Questions the profile has no item for are left out (plan.ts).
import type { Passage } from '../../../domain/schemas/content.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { htmlToText } from '../../../domain/rules/text.ts';
import { escapeXml } from '../../readers/interchange/xml.ts';
import { answerHtml, exactValueFields, maxScore, noteHtml, plainText, shownAnswers, stemHtml } from './content.ts';
import { type MediaResolver, exportHtml } from './html.ts';

const field = (label: string, entry: string | number) => `<qtimetadatafield><fieldlabel>${label}</fieldlabel><fieldentry>${escapeXml(String(entry))}</fieldentry></qtimetadatafield>`;
const material = (html: string) => `<material><mattext texttype="text/html">${escapeXml(html)}</mattext></material>`;

function profile(q: Question): string {
  if (q.type === 'true_or_false') return 'cc.true_false.v0p1';
  if (q.type === 'exact_value') return 'cc.fib.v0p1';
  return shownAnswers(q).filter((a) => a.correct).length === 1 ? 'cc.multiple_choice.v0p1' : 'cc.multiple_response.v0p1';
}

function ccItem(q: Question, passages: ReadonlyMap<number, Passage>, media: MediaResolver): string {
  const html = (h: string) => exportHtml(h, 'html', media);
  const kind = profile(q);
  const explanation = html(noteHtml(q.explanation));
  const showFeedback = explanation ? '<displayfeedback feedbacktype="Response" linkrefid="general_fb"/>' : '';
  const generalCondition = explanation ? `<respcondition continue="Yes"><conditionvar><other/></conditionvar>${showFeedback}</respcondition>` : '';
  const full = '<setvar varname="SCORE" action="Set">100</setvar>';
  let response: string;
  let conditions: string;
  if (q.type === 'exact_value') {
    const accepted = exactValueFields(q)[0]!.answers.map((a) => (a.answer_type === 'equation' ? plainText(answerHtml(a)) : htmlToText(a.content)));
    const caseAttr = q.exact_value_options.case_sensitive ? 'Yes' : 'No';
    response = `<response_str ident="response1" rcardinality="Single"><render_fib><response_label ident="answer1" rshuffle="No"/></render_fib></response_str>`;
    conditions = accepted.map((v) => `<respcondition continue="No"><conditionvar><varequal respident="response1" case="${caseAttr}">${escapeXml(v)}</varequal></conditionvar>${full}</respcondition>`).join('');
  } else {
    const answers = shownAnswers(q);
    const multiple = kind === 'cc.multiple_response.v0p1';
    const labels = answers.map((a) => `<response_label ident="A${a.id}">${material(html(answerHtml(a)))}</response_label>`).join('');
    response = `<response_lid ident="response1" rcardinality="${multiple ? 'Multiple' : 'Single'}"><render_choice shuffle="${q.shuffle_answers ? 'Yes' : 'No'}">${labels}</render_choice></response_lid>`;
    const test = multiple
      ? `<and>${answers.map((a) => (a.correct ? `<varequal respident="response1">A${a.id}</varequal>` : `<not><varequal respident="response1">A${a.id}</varequal></not>`)).join('')}</and>`
      : `<varequal respident="response1">A${answers.find((a) => a.correct)?.id ?? 0}</varequal>`;
    conditions = `<respcondition continue="No"><conditionvar>${test}</conditionvar>${full}</respcondition>`;
  }
  return (
    `<item ident="Q${q.id}" title="${escapeXml(htmlToText(q.content_html).slice(0, 60) || `Question ${q.position}`)}">` +
    `<itemmetadata><qtimetadata>${field('cc_profile', kind)}${field('cc_weighting', maxScore(q))}</qtimetadata></itemmetadata>` +
    `<presentation>${material(html(stemHtml(q, passages)))}${response}</presentation>` +
    `<resprocessing><outcomes><decvar varname="SCORE" vartype="Decimal" minvalue="0" maxvalue="100"/></outcomes>${generalCondition}${conditions}</resprocessing>` +
    (explanation ? `<itemfeedback ident="general_fb"><flow_mat>${material(explanation)}</flow_mat></itemfeedback>` : '') +
    `</item>`
  );
}

/** The assessment file of one topic's questions (those the profile holds). */
export function ccAssessment(identifier: string, title: string, questions: Question[], passages: ReadonlyMap<number, Passage>, media: MediaResolver): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_qtiasiv1p2p1_v1p0.xsd">` +
    `<assessment ident="${identifier}" title="${escapeXml(title)}">` +
    `<qtimetadata>${field('cc_profile', 'cc.exam.v0p1')}${field('qmd_assessmenttype', 'Examination')}${field('cc_maxattempts', 'unlimited')}</qtimetadata>` +
    `<section ident="root_section">${questions.map((q) => ccItem(q, passages, media)).join('')}</section>` +
    `</assessment></questestinterop>\n`
  );
}
