// What the learner did with each question of a preview, kept for the whole preview session:
// going back with Previous (or switching drafts ↔ published and back) shows a question with
// the answer given and the result checked, as they were left. One session per preview page;
// a question is known by its id, its version and the shuffle seed, so an edited question (a
// new lock_version) starts afresh.
import { useState } from 'react';
import type { AnswerResult, LearnerResponse } from '../../../../domain/rules/answerCheck.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';

export interface PlayerState {
  response: LearnerResponse;
  /** The checked result; null until "Check answer" (and again after "Try again"). */
  result: AnswerResult | null;
  hintOpen: boolean;
}

export type PlayerSession = Map<string, PlayerState>;

export const playerStateKey = (question: Pick<Question, 'id' | 'lock_version'>, seed: number) => `${question.id}:${question.lock_version}:${seed}`;

/** A session that lives as long as the component that holds it. */
export function usePlayerSession(): PlayerSession {
  const [session] = useState<PlayerSession>(() => new Map());
  return session;
}
