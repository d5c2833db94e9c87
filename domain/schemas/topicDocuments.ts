// Every page, question and passage of a topic, whole, as the API answers each of them: what the
// §5 rules and the pre-publish checks read, and what a publish snapshots.
import type { Page, Passage } from './content.ts';
import type { Question } from './questions.ts';

export interface TopicDocuments {
  chapters: Page[];
  questions: Question[];
  passages: Passage[];
}
