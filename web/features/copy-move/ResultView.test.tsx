// The result of a copy or move says what came along in plain words: how many pages, questions,
// passages and study guides a course, unit or topic carried (en and id), and nothing of the
// kind for a single page, question or passage, which is one item itself.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderWithApp } from '../../test/render.tsx';
import { screen } from '../../test/dom.ts';
import { ResultView } from './components/ResultView.tsx';
import { result } from './test/fixtures.ts';
import type { CopyMoveResult } from '../../../domain/schemas/copying.ts';

function show(done: Partial<CopyMoveResult>, path = '/en/') {
  renderWithApp(<ResultView action="copy" targetName="Fisika Kelas XI" result={result(done)} onDone={() => {}} />, { path });
  return screen.findByTestId('copy-move-result');
}

describe('ResultView', () => {
  it('counts what a topic carried in a sentence', async () => {
    const view = await show({ kind: 'topic', item_count: 24 });
    expect(view.textContent).toContain('With 24 pages, questions, passages and study guides');
    expect(view.textContent).not.toContain('study guides: 24');
  });

  it('says one item in the singular', async () => {
    const view = await show({ kind: 'bundle', item_count: 1 });
    expect(view.textContent).toContain('With 1 page, question, passage or study guide');
  });

  it('says it in Indonesian', async () => {
    await i18n.changeLanguage('id');
    const view = await show({ kind: 'course', item_count: 24 }, '/id/');
    expect(view.textContent).toContain('Beserta 24 halaman, soal, bacaan, dan panduan belajar');
  });

  it.each(['chapter', 'question', 'passage'] as const)('gives no count for a single %s', async (kind) => {
    const view = await show({ kind, name: 'Gaya gesek', item_count: 1 });
    expect(view.textContent).toContain('The copy: Gaya gesek');
    expect(view.textContent).not.toMatch(/pages, questions|study guide/);
  });
});
