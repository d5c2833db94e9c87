// Version history in the question editor: a comparison shows every field of the question
// (the stem, each answer and whether it is correct, points, explanation, settings) with its
// label, changed ones marked and unchanged ones folded; a restore goes through the editor's
// saver and the form shows the restored question; a read-only reference offers no restore.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, validQuestion } from '../../../domain/rules/test/fixtures.ts';
import type { QuestionDocument } from '../../../domain/schemas/questions.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import { json } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { openEditor } from '../questions/test/drive.ts';
import { questionReply, questionServer } from '../questions/test/fixtures.ts';
import { historyHandlers, version } from './test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

/** An earlier version: another stem, Rome marked correct instead of Paris, a third answer, points and an explanation. */
function olderDocument(): QuestionDocument {
  const doc = validQuestion('multiple_choice');
  return {
    ...doc,
    content_html: '<p>What was it?</p>',
    answers: [answer('a1', '<p>Paris</p>'), answer('a2', '<p>Rome</p>', { correct: true }), answer('a3', '<p>Berlin</p>')],
    points: 5,
    explanation: { sections: [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Rome is a capital.</p>' }] },
  };
}

function server(questionOverrides: Parameters<typeof questionReply>[2] = {}) {
  const current = validQuestion('multiple_choice');
  const versions = [version(2, current, { lock_version: 1 }), version(1, olderDocument() as unknown as Record<string, unknown>, { kind: 'imported', lock_version: 0 })];
  let store: ReturnType<typeof questionServer>['store'] | null = null;
  const history = historyHandlers('/map/questions/41', {
    versions,
    restore: (restored, lockVersion) => {
      const stored = store!.get(41)!;
      if (lockVersion !== stored.lock_version) return json({ error: 'conflict', message: 'Someone saved a newer version', current: stored }, 409);
      const next = questionReply(41, restored.document as unknown as QuestionDocument, { lock_version: stored.lock_version + 1 });
      store!.set(41, next);
      return json(next);
    },
  });
  const fake = questionServer({ questions: [questionReply(41, current, questionOverrides)], override: history });
  store = fake.store;
  return fake;
}

async function openHistory() {
  await user.click(await screen.findByTestId('history-button'));
  const panel = await screen.findByTestId('history-panel');
  await within(panel).findAllByTestId('version-row');
  return panel;
}

describe('question history', () => {
  it('compares every field of a question, the changed ones marked and the rest folded', async () => {
    server();
    await openEditor('/en/questions/41');
    const panel = await openHistory();
    const rows = within(panel).getAllByTestId('version-row');
    expect(rows[1]!.textContent).toContain('Imported');
    await user.click(within(rows[1]!).getByRole('checkbox'));
    await user.click(within(panel).getByTestId('compare-versions'));
    const view = await screen.findByTestId('compare-view');

    const field = (id: string) => view.querySelector(`[data-field="${id}"]`) as HTMLElement | null;
    const changed = [...view.querySelectorAll('[data-changed="true"]')].map((element) => element.getAttribute('data-field'));
    expect(changed).toEqual(['content_html', 'answers.0.correct', 'answers.1.correct', 'answers.2', 'answers.2.correct', 'explanation', 'points']);
    expect(field('content_html')!.querySelector('del')?.textContent).toBe('deleted: was');
    expect(field('content_html')!.querySelector('ins')?.textContent).toBe('inserted: is');
    expect(field('answers.0.correct')!.textContent).toContain('Answer a: correct');
    expect(field('answers.0.correct')!.querySelector('del')?.textContent).toBe('deleted: No');
    expect(field('answers.0.correct')!.querySelector('ins')?.textContent).toBe('inserted: Yes');
    expect(field('answers.2')!.textContent).toContain('Answer c');
    expect(within(field('answers.2')!).getByTestId('compare-after').textContent).toBe('Empty');
    expect(field('points')!.querySelector('del')?.textContent).toBe('deleted: 5');
    expect(field('explanation')!.querySelector('del')?.textContent).toBe('deleted: Rome is a capital.');

    expect(field('type')).toBeNull();
    await user.click(within(view).getByTestId('toggle-unchanged'));
    expect(field('type')!.textContent).toContain('Multiple choice');
    expect(field('answers.0')!.textContent).toContain('Paris');
    expect(field('shuffle_answers')!.textContent).toContain('Shuffle answers');
  });

  it('restores a version: the form shows it, stored over the version last saved', async () => {
    const fake = server();
    await openEditor('/en/questions/41');
    const panel = await openHistory();
    await user.click(within(within(panel).getAllByTestId('version-row')[1]!).getByTestId('restore-version'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore version' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Question' }).textContent).toBe('What was it?'));
    expect(await screen.findByText('Version restored. The editor shows it now.')).toBeTruthy();
    const post = fake.api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/map/questions/41/versions/1/restore', body: { lock_version: 1 } });
    expect(fake.store.get(41)!.lock_version).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Answer c' }).textContent).toBe('Berlin');
  });

  it('of a read-only reference is there to read, never to restore', async () => {
    server({ read_only: true, source: 'provider' });
    window.sessionStorage.setItem('pena.browserNoticeDismissed', '1');
    renderApp('/en/questions/41');
    await screen.findByTestId('read-only-message');
    const panel = await openHistory();
    expect(within(panel).getAllByTestId('version-row')).toHaveLength(2);
    expect(within(panel).queryByTestId('restore-version')).toBeNull();
  });
});
