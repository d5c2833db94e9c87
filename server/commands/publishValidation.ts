// The §5 verdict on each selected page and question, re-checked by the publish job on the
// documents it is about to snapshot (the page judged them when it loaded; they may have moved).
// The rules are the domain's (domain/rules/publish.ts), the same the publish page shows; here
// they become the bilingual reasons a refused job names.
import { msg, translateValidation } from '../../domain/messages/index.ts';
import { pageErrors, passageErrors, questionErrors } from '../../domain/rules/publish.ts';
import type { Page, Passage } from '../../domain/schemas/content.ts';
import type { Question } from '../../domain/schemas/questions.ts';
import type { Bilingual } from '../../domain/messages/index.ts';

export interface RuleOptions {
  pointsEnabled: boolean;
}

const bilingual = (messages: readonly string[]): Bilingual[] =>
  [...new Set(messages)].map((m) => ({ en: translateValidation(m, 'en'), id: translateValidation(m, 'id') }));

export function pageReasons(page: Page): Bilingual[] {
  return bilingual(pageErrors(page));
}

export function questionReasons(question: Question, options: RuleOptions): Bilingual[] {
  return bilingual(questionErrors(question, options));
}

/** §4 "Publishing": a topic needs at least one question to publish; it has one published, or one selected. */
export const topicNeedsQuestion: Bilingual = bilingual([msg('topic_needs_question')])[0]!;

/** A question brings its passage (question reference), which must have something to read. */
export function passageReasons(passage: Passage): Bilingual[] {
  return bilingual(passageErrors(passage));
}
