// Every page, question and passage of a topic, whole, as the API answers each of them: what the
// §5 rules and the pre-publish checks read, and what a publish snapshots.
import type { Chapter, Passage } from './content.ts';
import type { Question } from './questions.ts';

export interface TopicDocuments {
  chapters: Chapter[];
  questions: Question[];
  passages: Passage[];
}
