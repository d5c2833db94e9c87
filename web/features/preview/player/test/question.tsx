// Test support: the player rendered as the preview renders it, a note (explanation or hint)
// and the passage the player tests show beside a question.
import type { Passage } from '../../../../../domain/schemas/content.ts';
import type { Question } from '../../../../../domain/schemas/questions.ts';
import { passage } from '../../../../test/content.ts';
import { screen, user } from '../../../../test/dom.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { QuestionPlayer, type QuestionPlayerProps } from '../index.ts';

export const note = (html: string) => ({
  sections: [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html }],
});

export const passageOf = (overrides: Partial<Passage> = {}): Passage =>
  passage({ id: 9, topic_id: 3, title: 'The river', content: 'The river runs.', content_html: '<p>The river runs.</p>', questions_count: 1, ...overrides });

export function renderPlayer(question: Question, props: Partial<QuestionPlayerProps> = {}, path = '/en/') {
  return renderWithApp(<QuestionPlayer question={question} passage={null} pointsEnabled={false} shuffleAnswers={false} seed={1} {...props} />, { path });
}

/** Picks a choice of a matching or categorise select (MathSelect) by its names, as a learner clicks. */
export async function choose(select: string, choice: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: choice }));
}

/** The text a MathSelect shows as chosen (its placeholder while nothing is). */
export const chosenText = (select: string) => screen.getByRole('combobox', { name: select }).textContent;
