// What the target topic already holds (imported before from the same source): marked in the
// source topic, left out of "Select all", and asked about before it is imported again (only the
// new ones, all of them again, or back); a 409 from the server asks the same.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { fakeApi, json } from '../../../test/fakeApi.ts';
import type { Call } from '../../../test/fakeApi.ts';
import { renderApp } from '../../../test/render.tsx';
import { TARGET_TOPIC, importHandlers, job } from '../test/fixtures.ts';

afterEach(() => window.localStorage.clear());

const importCalls = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === `/content/topics/${TARGET_TOPIC}/import_questions`);
/** Question 1 (9501) and the passage (9601, with 9503 and 9504) are in the target topic. */
const held = { question_ids: [9501, 9503, 9504], passage_ids: [9601] };

async function openBankTopic(language: 'en' | 'id' = 'en') {
  renderApp(`/${language}/topics/${TARGET_TOPIC}/organizations/pena/import`);
  await user.click(await screen.findByRole('button', { name: language === 'en' ? 'Open course Bank Soal Matematika SMA' : 'Buka kursus Bank Soal Matematika SMA' }));
  await user.click(await screen.findByRole('button', { name: language === 'en' ? 'Open topic Persamaan kuadrat' : 'Buka topik Persamaan kuadrat' }));
  return screen.findByTestId('source-topic-view');
}

describe('what the topic already holds', () => {
  it('is marked, and Select all takes only the rest', async () => {
    const api = fakeApi(importHandlers({ alreadyImported: held }));
    const view = await openBankTopic();
    const cards = within(view).getAllByTestId(/^source-(question|passage)$/);
    expect(cards.map((c) => within(c).queryByTestId('already-imported')?.textContent ?? null)).toEqual(['Already in this topic', null, 'Already in this topic']);
    expect(within(view).getByTestId('already-note').textContent).toContain('Select all leaves them out');

    await user.click(screen.getByRole('checkbox', { name: 'Select all not yet in your topic (1 question)' }));
    const tray = screen.getByTestId('selection-tray');
    expect(within(tray).getByTestId('selection-count').textContent).toBe('1 question');
    await user.click(within(tray).getByRole('button', { name: 'Import 1 question' }));
    await waitFor(() => expect(importCalls(api.calls)).toHaveLength(1));
    expect(importCalls(api.calls)[0]!.body).toMatchObject({ question_ids: [9502], passage_ids: [], import_again: false });
  });

  it('asks before importing it again: back, only the new ones, or all of them again', async () => {
    const api = fakeApi(importHandlers({ alreadyImported: held }));
    await openBankTopic();
    await user.click(screen.getByRole('checkbox', { name: 'Select question 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select question 2' }));
    const tray = screen.getByTestId('selection-tray');
    expect(within(tray).getAllByTestId('already-imported')).toHaveLength(1);

    await user.click(within(tray).getByRole('button', { name: 'Import 2 questions' }));
    let dialog = await screen.findByRole('dialog', { name: 'Some are already in this topic' });
    within(dialog).getByText(/1 of the questions you chose is already in this topic/);
    within(dialog).getByText('Akar dari x² − 5x + 6 = 0 adalah …');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the selection' }));
    expect(importCalls(api.calls)).toHaveLength(0);
    expect(within(tray).getByTestId('selection-count').textContent).toBe('2 questions');

    await user.click(within(tray).getByRole('button', { name: 'Import 2 questions' }));
    dialog = await screen.findByRole('dialog', { name: 'Some are already in this topic' });
    await user.click(within(dialog).getByRole('button', { name: 'Import all 2 anyway' }));
    await waitFor(() => expect(importCalls(api.calls)).toHaveLength(1));
    expect(importCalls(api.calls)[0]!.body).toMatchObject({ question_ids: [9501, 9502], import_again: true });
  });

  it('imports only the new ones when asked to, leaving the rest out of the selection', async () => {
    const api = fakeApi(importHandlers({ alreadyImported: held }));
    await openBankTopic();
    await user.click(screen.getByRole('checkbox', { name: 'Select the passage “Lintasan bola” with its 2 questions' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select question 2' }));
    await user.click(within(screen.getByTestId('selection-tray')).getByRole('button', { name: 'Import 3 questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some are already in this topic' });
    within(dialog).getByText(/2 of the questions you chose are already in this topic/);
    await user.click(within(dialog).getByRole('button', { name: 'Import only the 1 new question' }));
    await waitFor(() => expect(importCalls(api.calls)).toHaveLength(1));
    expect(importCalls(api.calls)[0]!.body).toMatchObject({ question_ids: [9502], passage_ids: [], import_again: false });
  });

  it('asks the same when the server answers 409 naming what the topic got since, and sends the same request id again', async () => {
    let attempts = 0;
    const api = fakeApi(
      importHandlers({
        importReply: () => {
          attempts += 1;
          return attempts === 1
            ? json({ error: 'conflict', message: 'This topic already has 1 of these questions…', already_imported: { question_ids: [9502], passage_ids: [] } }, 409)
            : json(job());
        },
      }),
    );
    await openBankTopic();
    await user.click(screen.getByRole('checkbox', { name: 'Select question 2' }));
    await user.click(within(screen.getByTestId('selection-tray')).getByRole('button', { name: 'Import 1 question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some are already in this topic' });
    // Nothing new is left: only "again" or back.
    expect(within(dialog).queryByRole('button', { name: /new question/ })).toBeNull();
    expect(within(screen.getByTestId('selection-tray')).getByTestId('already-imported')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Import it anyway' }));
    await waitFor(() => expect(importCalls(api.calls)).toHaveLength(2));
    const [first, second] = importCalls(api.calls) as [Call, Call];
    expect(second.body).toMatchObject({ question_ids: [9502], import_again: true, request_id: (first.body as { request_id: string }).request_id });
    expect(screen.queryByTestId('import-failed')).toBeNull();
  });

  it('speaks Indonesian', async () => {
    fakeApi(importHandlers({ alreadyImported: held }));
    const view = await openBankTopic('id');
    expect(within(view).getAllByTestId('already-imported')[0]!.textContent).toBe('Sudah ada di topik ini');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih soal 1' }));
    await user.click(within(screen.getByTestId('selection-tray')).getByRole('button', { name: 'Impor 1 soal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sebagian sudah ada di topik ini' });
    within(dialog).getByText(/1 soal yang Anda pilih sudah ada di topik ini/);
    within(dialog).getByRole('button', { name: 'Kembali ke pilihan' });
  });
});
