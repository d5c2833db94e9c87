// Matching-choices questions (spec §5, §9): premises on the left, responses on the right;
// a response with no premise is an "additional response" (a distractor). Decisions:
// - Every premise and every response must have content ("Premise and response both
//   needed"): rows are added one by one, so a blank one is an error, not ignored.
// - At least one premise; each premise at least one response.
// - No two premises alike, no two responses alike (text compared as for answers).
// - The §9 limits "10, 50 and 10" are read as: at most 10 premises, at most 50 responses in
//   all, at most 10 additional responses. The first two are zod array limits on the
//   document (questions.ts); the third is checked here.
// - "Text suggested under 150 words per matching item" is a warning, never an error.
import { MATCHING_LIMITS, MATCHING_MAX_WORDS } from '../constants.ts';
import { msg } from '../messages/index.ts';
import { duplicateIndexes } from './answers.ts';
import { type RuleIssue, issue } from './issues.ts';
import { comparableText, countWords, htmlToText } from './text.ts';

export const [MAX_PREMISES, MAX_RESPONSES, MAX_ADDITIONAL_RESPONSES] = MATCHING_LIMITS;

export interface MatchingLike {
  premises: readonly { key: string; content: string }[];
  responses: readonly { key: string; content: string; premise_key: string | null }[];
}

const blank = (html: string) => htmlToText(html) === '';
const comparable = (item: { content: string }) => (blank(item.content) ? null : comparableText(item.content));

export function matchingIssues(doc: MatchingLike): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const premiseKeys = new Set(doc.premises.map((p) => p.key));

  if (doc.premises.length === 0) issues.push(issue(['premises'], msg('premises_min')));
  doc.premises.forEach((p, i) => {
    if (blank(p.content)) issues.push(issue(['premises', i, 'content'], msg('required')));
    else if (!doc.responses.some((r) => r.premise_key === p.key)) issues.push(issue(['premises', i, 'responses'], msg('premise_needs_response')));
  });
  for (const i of duplicateIndexes(doc.premises, comparable)) issues.push(issue(['premises', i, 'content'], msg('premise_duplicate')));

  doc.responses.forEach((r, i) => {
    if (blank(r.content)) issues.push(issue(['responses', i, 'content'], msg('required')));
    if (r.premise_key !== null && !premiseKeys.has(r.premise_key)) issues.push(issue(['responses', i, 'premise_key'], msg('invalid')));
  });
  for (const i of duplicateIndexes(doc.responses, comparable)) issues.push(issue(['responses', i, 'content'], msg('response_duplicate')));

  const additional = doc.responses.filter((r) => r.premise_key === null).length;
  if (additional > MAX_ADDITIONAL_RESPONSES) issues.push(issue(['responses'], msg('additional_responses_max')));
  return issues;
}

/** The 150-word suggestion: a warning per premise or response longer than that. */
export function matchingWarnings(doc: MatchingLike): RuleIssue[] {
  const out: RuleIssue[] = [];
  doc.premises.forEach((p, i) => {
    if (countWords(p.content) > MATCHING_MAX_WORDS) out.push(issue(['premises', i, 'content'], msg('matching_words_warning')));
  });
  doc.responses.forEach((r, i) => {
    if (countWords(r.content) > MATCHING_MAX_WORDS) out.push(issue(['responses', i, 'content'], msg('matching_words_warning')));
  });
  return out;
}
