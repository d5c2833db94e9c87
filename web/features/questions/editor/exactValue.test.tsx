// Exact value: accepted answers typed as plain text, case sensitivity, special characters,
// and the list numbering (brackets, numbers / letters / custom labels, start 1–99) with its
// live preview; the rules' messages.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, row, saveAndWait, saveButton, summary, typeInto, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

const answer = (content: string, label: string | null = null) => ({ key: expect.any(String), content, answer_type: 'text', media_id: null, correct: true, category_key: null, group_key: null, label });

// The whole editor in jsdom, typed into like a teacher would: slow on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

describe('exact value', () => {
  it('builds a valid question with options and numbering, previewed, and sends the exact document', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=exact_value`);
    await writeRich('Question', '<p>Tulis bilangan 42 dan x &lt; 5</p>');
    await typeInto('Accepted answer a', '42');
    await user.click(screen.getByRole('button', { name: 'Add accepted answer' }));
    await typeInto('Accepted answer b', 'x < 5');
    await user.click(screen.getByRole('switch', { name: /Case sensitive/ }));
    await user.click(screen.getByRole('switch', { name: /Allow special characters/ }));
    await user.click(screen.getByRole('switch', { name: /Number the list/ }));
    const numbering = await screen.findByTestId('numbering-options');
    await user.click(within(numbering).getByRole('radio', { name: '[ ]' }));
    await user.click(within(numbering).getByRole('radio', { name: 'a, b, c' }));
    await typeInto('Start at', '3');
    await waitFor(() => expect(screen.getByTestId('numbering-preview').textContent).toContain('[c] 42'));
    expect(screen.getByTestId('numbering-preview').textContent).toContain('[d] x < 5');
    expect(within(row('Accepted answer b')).getByText('[d]')).toBeTruthy();

    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({
      type: 'exact_value',
      exact_value_options: { case_sensitive: true, allow_special_characters: true, enable_numbering: true, numbering_bracket: '[]', numbering_format: 'letter', numbering_start: 3 },
      answers: [answer('42'), answer('x &lt; 5')],
      categories: [],
    });
  });

  it('shows each rule’s message: valid answer, duplicates (case), labels, start number', async () => {
    const doc = validQuestion('exact_value');
    const server = questionServer({ questions: [questionReply(43, doc)], org: { enable_point_system: false } });
    await openEditor('/en/questions/43');

    await typeInto('Accepted answer a', ' ');
    await waitFor(() => expect(screen.getByTestId('answers-error').textContent).toBe('Enter at least one valid answer'));
    await typeInto('Accepted answer a', 'Paris');
    await user.click(screen.getByRole('button', { name: 'Add accepted answer' }));
    await typeInto('Accepted answer b', 'paris');
    await waitFor(() => expect(within(row('Accepted answer b')).getByText('A question cannot contain duplicate answers')).toBeTruthy());
    await user.click(screen.getByRole('switch', { name: /Case sensitive/ }));
    await waitFor(() => expect(within(row('Accepted answer b')).queryByText('A question cannot contain duplicate answers')).toBeNull());

    await user.click(screen.getByRole('switch', { name: /Number the list/ }));
    await typeInto('Start at', '100');
    await waitFor(() => screen.getByText('The start number must be a whole number from 1 to 99'));
    await typeInto('Start at', '1');
    await user.click(within(screen.getByTestId('numbering-options')).getByRole('radio', { name: 'Custom' }));
    await waitFor(() => expect(within(row('Accepted answer a')).getByText('List items must all have labels')).toBeTruthy());
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await typeInto('Label of Accepted answer a', 'i.');
    await typeInto('Label of Accepted answer b', 'ii.iii');
    await waitFor(() => expect(within(row('Accepted answer b')).getByText('A label can have at most 4 characters')).toBeTruthy());
    expect(summary()?.textContent).toContain('Accepted answer b: A label can have at most 4 characters');
    await typeInto('Label of Accepted answer b', 'ii.');
    await waitFor(() => expect(screen.getByTestId('numbering-preview').textContent).toContain('(ii.) paris'));

    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({
      exact_value_options: { case_sensitive: true, enable_numbering: true, numbering_format: 'custom', numbering_start: 1 },
      answers: [answer('Paris', 'i.'), answer('paris', 'ii.')],
    });
  });
});
