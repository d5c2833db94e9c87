// Multiple choice in the editor: a valid question sends the exact document; its rules'
// messages appear where they belong; answers are added, removed, reordered, marked correct.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { layOutSortableRows } from '../../../test/dnd.ts';
import { openEditor, row, saveAndWait, saveButton, summary, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

const anyKey = expect.any(String);
const options = { case_sensitive: false, allow_special_characters: false, enable_numbering: false, numbering_bracket: '()', numbering_format: 'number', numbering_start: 1 };

// The whole editor in jsdom, typed into like a teacher would: slow on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

describe('multiple choice', () => {
  it('builds a valid question and sends the exact document, then moves to its address', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    const { router } = await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=multiple_choice`);
    await writeRich('Question', '<p>Ibu kota Indonesia?</p>');
    await writeRich('Answer a', '<p>Jakarta</p>');
    await writeRich('Answer b', '<p>Bandung</p>');
    await user.click(screen.getByRole('checkbox', { name: 'Answer a is correct' }));
    await saveAndWait(server.saves, 1);
    const [post] = server.saves();
    expect(post!.method).toBe('POST');
    expect(post!.body).toEqual({
      topic_id: TOPIC_ID,
      type: 'multiple_choice',
      content_html: '<p>Ibu kota Indonesia?</p>',
      sections: [],
      explanation: { sections: [] },
      hint: { sections: [] },
      passage_id: null,
      preceding_question_id: null,
      points: null,
      shuffle_answers: false,
      quiz_title: null,
      exact_value_options: options,
      file_upload_option: null,
      answers: [
        { key: anyKey, content: '<p>Jakarta</p>', answer_type: 'text', media_id: null, correct: true, category_key: null, group_key: null, label: null },
        { key: anyKey, content: '<p>Bandung</p>', answer_type: 'text', media_id: null, correct: false, category_key: null, group_key: null, label: null },
      ],
      categories: [],
      groups: [],
      premises: [],
      responses: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/questions/501'));
    // The same form stays: a second save updates the stored question with its version.
    await writeRich('Answer b', '<p>Surabaya</p>');
    await saveAndWait(server.saves, 2);
    expect(server.saves()[1]).toMatchObject({ method: 'PUT', path: '/map/questions/501', body: { lock_version: 0 } });
    expect(screen.getByRole('textbox', { name: 'Answer a' }).textContent).toBe('Jakarta');
  });

  it('shows each rule’s message where it belongs and blocks saving until fixed', async () => {
    const stored = questionReply(41, validQuestion('multiple_choice'));
    const server = questionServer({ questions: [stored], org: { enable_point_system: false } });
    await openEditor('/en/questions/41');

    await user.click(screen.getByRole('checkbox', { name: 'Answer a is correct' }));
    expect(await screen.findByTestId('answers-error')).toHaveProperty('textContent', 'Mark at least one valid answer as correct');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(summary()?.textContent).toContain('Answers: Mark at least one valid answer as correct');

    await writeRich('Answer b', '<p>paris</p>');
    await waitFor(() => expect(within(row('Answer b')).getByText('A question cannot contain duplicate answers')).toBeTruthy());

    await writeRich('Answer a', '');
    await writeRich('Answer b', '');
    await waitFor(() => expect(screen.getByTestId('answers-error').textContent).toBe('Enter at least one valid answer'));

    await writeRich('Question', '');
    await waitFor(() => expect(summary()?.textContent).toContain('Question text: Required'));
    expect(server.saves()).toHaveLength(0);

    await writeRich('Question', '<p>Ibu kota Prancis?</p>');
    await writeRich('Answer a', '<p>Paris</p>');
    await user.click(screen.getByRole('checkbox', { name: 'Answer a is correct' }));
    await waitFor(() => expect(summary()).toBeNull());
    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]).toMatchObject({ method: 'PUT', path: '/map/questions/41', body: { lock_version: 1, content_html: '<p>Ibu kota Prancis?</p>' } });
  });

  it('adds, removes and reorders answers (keyboard), lettered a–z', async () => {
    layOutSortableRows();
    const stored = questionReply(41, validQuestion('multiple_choice'));
    const server = questionServer({ questions: [stored], org: { enable_point_system: false } });
    await openEditor('/en/questions/41');

    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    await writeRich('Answer c', '<p>Berlin</p>');
    await user.click(screen.getByRole('button', { name: 'Remove Answer b' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Answer c' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Answer b' }).textContent).toBe('Berlin');

    const handle = screen.getByRole('button', { name: 'Move Answer a' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Answer a' }).textContent).toBe('Berlin'));
    await saveAndWait(server.saves, 1);
    const body = server.saves()[0]!.body as { answers: { content: string; correct: boolean }[] };
    expect(body.answers.map((a) => [a.content, a.correct])).toEqual([
      ['<p>Berlin</p>', false],
      ['<p>Paris</p>', true],
    ]);
  });
});
