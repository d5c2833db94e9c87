// Test support: the player rendered as the preview renders it, a note (explanation or hint)
// and the passage the player tests show beside a question.
import type { Passage } from '../../../../../domain/schemas/content.ts';
import type { Question } from '../../../../../domain/schemas/questions.ts';
import { passage } from '../../../../test/content.ts';
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
