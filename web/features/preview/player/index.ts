// Public face of the preview's question player (spec §2 "Preview"): a question answered with the
// learner's gestures and checked by domain/rules/answerCheck.ts.
export { QuestionPlayer } from './QuestionPlayer.tsx';
export type { QuestionPlayerProps } from './QuestionPlayer.tsx';
export { usePlayerSession } from './session.ts';
export type { PlayerSession, PlayerState } from './session.ts';
