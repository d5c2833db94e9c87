// The result of a copy or move says what came along in plain words: how many pages, questions,
// passages and study guides a course, unit or topic carried, each kind counted with its own
// plural (en and id), and nothing of the kind for a single page, question or passage, which is
// one item itself.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderWithApp } from '../../test/render.tsx';
import { screen } from '../../test/dom.ts';
import { ResultView } from './components/ResultView.tsx';
import { result } from '../../test/fixtures/copyMove.ts';
import type { CopyMoveResult } from '../../../domain/schemas/copying.ts';

function show(done: Partial<CopyMoveResult>, path = '/en/') {
  renderWithApp(<ResultView action="copy" targetName="Fisika Kelas XI" result={result(done)} onDone={() => {}} />, { path });
  return screen.findByTestId('copy-move-result');
}

const counts = (pages: number, questions: number, passages: number, study_guides: number) => ({
  item_count: pages + questions + passages + study_guides,
  item_counts: { chapters: pages, questions, passages, study_guides },
});

describe('ResultView', () => {
  it('counts each kind a topic carried, in the singular or the plural, leaving out the kinds it had none of', async () => {
    const view = await show({ kind: 'topic', ...counts(1, 7, 1, 0) });
    expect(view.textContent).toContain('With 1 page, 7 questions, and 1 passage');
    expect(view.textContent).not.toMatch(/study guide|pages, questions/);
  });

  it('names one kind alone', async () => {
    expect((await show({ kind: 'bundle', ...counts(0, 1, 0, 0) })).textContent).toContain('With 1 question');
  });

  it('names every kind when there is each', async () => {
    expect((await show({ kind: 'course', ...counts(2, 1, 3, 1) })).textContent).toContain('With 2 pages, 1 question, 3 passages, and 1 study guide');
  });

  it('says it in Indonesian', async () => {
    await i18n.changeLanguage('id');
    const view = await show({ kind: 'course', ...counts(1, 7, 1, 2) }, '/id/');
    expect(view.textContent).toContain('Beserta 1 halaman, 7 soal, 1 bacaan, dan 2 panduan belajar');
  });

  it.each(['chapter', 'question', 'passage'] as const)('gives no count for a single %s', async (kind) => {
    const view = await show({ kind, name: 'Gaya gesek', ...counts(kind === 'chapter' ? 1 : 0, kind === 'question' ? 1 : 0, kind === 'passage' ? 1 : 0, 0) });
    expect(view.textContent).toContain('The copy: Gaya gesek');
    expect(view.textContent).not.toMatch(/With|page|study guide/);
  });
});
