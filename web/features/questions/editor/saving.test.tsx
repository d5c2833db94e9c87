// Saving: a newer version saved elsewhere opens the conflict dialog with both versions,
// and nothing is lost whichever the teacher keeps; the server's 422 messages land on their
// fields; autosave stores a valid question 3 s after the last change.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { act, screen, user, waitFor, waitOnStillClock } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import { openEditor, row, saveAndWait, summary, writeRich, writeRichNow } from '../test/drive.ts';
import { questionReply, questionServer } from '../test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

/** Another tab saves the question meanwhile: the stored version moves on. */
function savedElsewhere(server: ReturnType<typeof questionServer>, id: number) {
  const doc = validQuestion('multiple_choice');
  doc.content_html = '<p>Their question</p>';
  server.store.set(id, questionReply(id, doc, { lock_version: 2, last_saved_at: '2026-03-02T08:30:00.000Z' }));
}

describe('conflicts', () => {
  it('shows both versions and keeps mine over theirs on request', async () => {
    const server = questionServer({ questions: [questionReply(41, validQuestion('multiple_choice'))] });
    await openEditor('/en/questions/41');
    savedElsewhere(server, 41);
    await writeRich('Question', '<p>My question</p>');
    await saveAndWait(server.saves, 1);

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved a newer version' });
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('My question');
    expect(within(dialog).getByTestId('conflict-theirs').textContent).toContain('Their question');
    expect(within(dialog).getByTestId('conflict-mine').textContent).toContain('Paris');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(server.saves()).toHaveLength(2));
    expect(server.saves()[1]!.body).toMatchObject({ lock_version: 2, content_html: '<p>My question</p>' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Someone else saved a newer version' })).toBeNull());
    expect(server.store.get(41)!.content_html).toBe('<p>My question</p>');
    expect(server.store.get(41)!.lock_version).toBe(3);
  });

  it('takes theirs into the editor, and the next save builds on their version', async () => {
    const server = questionServer({ questions: [questionReply(41, validQuestion('multiple_choice'))] });
    await openEditor('/en/questions/41');
    savedElsewhere(server, 41);
    await writeRich('Question', '<p>My question</p>');
    await saveAndWait(server.saves, 1);
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved a newer version' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the saved version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Question' }).textContent).toBe('Their question'));
    await writeRich('Answer b', '<p>Lyon</p>');
    await saveAndWait(server.saves, 2);
    expect(server.saves()[1]!.body).toMatchObject({ lock_version: 2, content_html: '<p>Their question</p>' });
  });
});

describe('server messages and autosave', () => {
  it('puts a 422’s messages on their fields until they change', async () => {
    const server = questionServer({
      questions: [questionReply(41, validQuestion('multiple_choice'))],
      override: { 'PUT /map/questions/41': () => json({ error: 'unprocessable_entity', message: 'Invalid', fields: { 'answers.1.content': 'This answer is not allowed here' } }, 422) },
    });
    await openEditor('/en/questions/41');
    await writeRich('Answer b', '<p>Roma</p>');
    await saveAndWait(server.saves, 1);
    await waitFor(() => expect(within(row('Answer b')).getByText('This answer is not allowed here')).toBeTruthy());
    expect(summary()?.textContent).toContain('Answer b: This answer is not allowed here');
    await writeRich('Answer b', '<p>Milano</p>');
    await waitFor(() => expect(within(row('Answer b')).queryByText('This answer is not allowed here')).toBeNull());
  });

  it('autosaves a valid question 3 s after the last change, and says so', async () => {
    const server = questionServer({ questions: [questionReply(41, validQuestion('multiple_choice'))], user: { autosave_effective: true } });
    await openEditor('/en/questions/41');
    const indicator = () => within(screen.getByTestId('editor-header')).getByTestId('save-indicator');
    const elapse = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
    const autosavePause = 3_000; // spec §4
    // The test owns the clock of the autosave's pause: it stands still from the change until the
    // change reaches the saver (validated, "Unsaved changes", the pause scheduled), then moves
    // by exactly as much as the test says. A save starts in the timer's own call, so a save due
    // within an elapse shows as Saving... right after it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      writeRichNow('Answer b', '<p>Roma</p>');
      await waitOnStillClock(() => expect(indicator().textContent).toContain('Unsaved changes'));
      elapse(autosavePause - 1);
      expect(indicator().dataset.status).toBe('idle');
      expect(server.saves()).toHaveLength(0);
      elapse(1);
      expect(indicator().dataset.status).toBe('pending');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(indicator().textContent).toContain('Saved!'));
    expect(server.saves()).toHaveLength(1);
    expect(server.saves()[0]!.body).toMatchObject({ lock_version: 1, answers: expect.arrayContaining([expect.objectContaining({ content: '<p>Roma</p>' })]) });

    // An invalid question is not autosaved, however long the teacher waits.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      writeRichNow('Question', '');
      await waitOnStillClock(() => expect(indicator().textContent).toContain('Unsaved changes'));
      elapse(10 * autosavePause);
      expect(indicator().dataset.status).toBe('success');
      expect(indicator().textContent).toContain('Unsaved changes');
    } finally {
      vi.useRealTimers();
    }
    expect(server.saves()).toHaveLength(1);
  });
});
