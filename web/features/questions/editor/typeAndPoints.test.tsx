// Changing the type asks first when the question has content, then clears answers,
// categories and groups (spec §4); points only where the organization uses them, with their
// rules (spec §5); provider questions are read-only (spec §8); delete with confirmation.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render.tsx';
import { openEditor, saveAndWait, saveButton, typeInto, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

describe('changing the type', () => {
  it('asks first, keeps everything on cancel, and clears the parts once confirmed', async () => {
    const doc = { ...validQuestion('multiple_choice'), explanation: { sections: [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Karena…</p>' }] } };
    const server = questionServer({ questions: [questionReply(41, doc)], org: { enable_point_system: false } });
    await openEditor('/en/questions/41');
    expect(screen.getByTestId('current-type').textContent).toBe('Multiple choice');
    await user.click(screen.getByRole('button', { name: 'Change type' }));
    await user.click(screen.getByRole('radio', { name: /Categorise/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the question type?' });
    expect(dialog.textContent).toContain('Changing from Multiple choice to Categorise clears the answers, categories and groups.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Answer a' }).textContent).toBe('Paris');

    await user.click(screen.getByRole('radio', { name: /Categorise/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change the question type?' })).getByRole('button', { name: 'Change type and clear answers' }));
    expect(await screen.findByRole('textbox', { name: 'Category 1' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Item a' }).textContent).toBe('');
    expect(screen.getByRole('textbox', { name: 'Question' }).textContent).toBe('What is it?');

    await typeInto('Category 1', 'Kota');
    await writeRich('Item a', '<p>Paris</p>');
    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({
      type: 'categorise',
      content_html: '<p>What is it?</p>',
      explanation: doc.explanation,
      categories: [{ key: expect.any(String), name: 'Kota' }],
      groups: [],
    });
    expect((server.saves()[0]!.body as { answers: { content: string }[] }).answers.map((a) => a.content)).toEqual(['<p>Paris</p>', '']);
  });

  it('does not ask while a new question has no content', async () => {
    questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new`);
    await user.click(screen.getByRole('radio', { name: /Matching/ }));
    expect(await screen.findByRole('textbox', { name: 'Premise 1' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('points', () => {
  it('are required where the organization uses them, 0–9999.9 with one decimal', async () => {
    const server = questionServer({ org: { enable_point_system: true } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=true_or_false`);
    await writeRich('Question', '<p>2 + 2 = 4</p>');
    await user.click(screen.getByRole('radio', { name: 'True' }));
    const points = screen.getByRole('textbox', { name: 'Points' });
    // Untouched, the points field waits; the list beside Save says what is missing (spec §4).
    await waitFor(() => expect(screen.getByTestId('save-panel').textContent).toContain('Points: Points cannot be empty'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    for (const [value, message] of [
      ['-1', 'Points cannot be less than 0'],
      ['10000', 'Points cannot be more than 9999.9'],
      ['2.55', 'Points can have at most one decimal place'],
    ]) {
      await user.clear(points);
      await user.type(points, value!);
      await waitFor(() => screen.getByText(message!));
    }
    await user.clear(points);
    await user.type(points, '2.5');
    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({ points: 2.5 });
  });

  it('are not asked for where the organization does not use them', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=true_or_false`);
    expect(screen.queryByRole('textbox', { name: 'Points' })).toBeNull();
    await writeRich('Question', '<p>2 + 2 = 4</p>');
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({ points: null });
  });
});

describe('read-only and delete', () => {
  it('shows a provider question read-only with the §8 message and no inputs', async () => {
    const stored = questionReply(49, validQuestion('multiple_choice'), { read_only: true, source: 'provider' });
    questionServer({ questions: [stored] });
    window.sessionStorage.setItem('pena.browserNoticeDismissed', '1');
    renderApp('/en/questions/49');
    const message = await screen.findByTestId('read-only-message', {}, { timeout: 20_000 });
    expect(message.textContent).toBe("Question references imported from the provider's courses are not editable.");
    expect(screen.getByTestId('question-preview').textContent).toContain('Paris');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByTestId('editor-save')).toBeNull();
  });

  it('deletes after confirmation and goes back to the topic’s questions', async () => {
    const server = questionServer({ questions: [questionReply(41, validQuestion('multiple_choice'))] });
    const { router } = await openEditor('/en/questions/41');
    await user.click(screen.getByTestId('question-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/topics/${TOPIC_ID}/questions`));
    expect(server.api.calls.some((c) => c.method === 'DELETE' && c.path === '/map/questions/41')).toBe(true);
    expect(server.store.has(41)).toBe(false);
  });
});
