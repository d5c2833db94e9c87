// Correct order: items in the order that is correct, moved by keyboard (or drag); items of
// any kind (an equation here); the rules' messages.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { layOutSortableRows } from '../../../test/dnd.ts';
import { openEditor, row, saveAndWait, saveButton, typeInto, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

// The whole editor in jsdom, typed into like a teacher would: slow on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

describe('correct order', () => {
  it('builds a valid question, reordered with the keyboard, and sends the exact document', async () => {
    layOutSortableRows();
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=correct_order`);
    await writeRich('Question', '<p>Urutkan dari yang terkecil.</p>');
    await writeRich('Item 1', '<p>Satu</p>');
    await writeRich('Item 2', '<p>Tiga</p>');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(within(row('Item 3')).getByRole('radio', { name: 'Equation' }));
    await typeInto('Item 3', '\\sqrt{{4}'); // {{ types a literal {

    const handle = screen.getByRole('button', { name: 'Move Item 3' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Item 2' })).toHaveProperty('value', '\\sqrt{4}'));

    await saveAndWait(server.saves, 1);
    const body = server.saves()[0]!.body as { type: string; answers: { content: string; answer_type: string; correct: boolean }[] };
    expect(body.type).toBe('correct_order');
    expect(body.answers.map((a) => [a.answer_type, a.content, a.correct])).toEqual([
      ['text', '<p>Satu</p>', false],
      ['equation', '\\sqrt{4}', false],
      ['text', '<p>Tiga</p>', false],
    ]);
  });

  it('reorders with the Move up buttons, announced, the focus kept on the moved item', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=correct_order`);
    await writeRich('Question', '<p>Urutkan dari yang terkecil.</p>');
    await writeRich('Item 1', '<p>Dua</p>');
    await writeRich('Item 2', '<p>Tiga</p>');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await writeRich('Item 3', '<p>Satu</p>');
    const live = () => screen.getByTestId('sortable-moves-live').textContent;

    await user.click(screen.getByRole('button', { name: 'Move Item 3 up' }));
    await waitFor(() => expect(live()).toBe("'Satu' moved to position 2 of 3."));
    // The row is now the second, and so is the button's name; the focus stayed on it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Item 2 up' }));
    await user.keyboard('[Enter]');
    await waitFor(() => expect(live()).toBe("'Satu' moved to position 1 of 3."));
    // At the top its Move up is disabled: the focus goes to its Move down, not to the page.
    expect(screen.getByRole('button', { name: 'Move Item 1 up' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Item 1 down' }));
    expect(screen.getByRole('button', { name: 'Move Item 3 down' })).toHaveProperty('disabled', true);

    await saveAndWait(server.saves, 1);
    const body = server.saves()[0]!.body as { answers: { content: string }[] };
    expect(body.answers.map((a) => a.content)).toEqual(['<p>Satu</p>', '<p>Dua</p>', '<p>Tiga</p>']);
  });

  it('shows each rule’s message: two valid items, no duplicates', async () => {
    const server = questionServer({ questions: [questionReply(45, validQuestion('correct_order'))], org: { enable_point_system: false } });
    await openEditor('/en/questions/45');
    await writeRich('Item 2', '');
    await waitFor(() => expect(screen.getByTestId('answers-error').textContent).toBe('Enter at least two valid items'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await writeRich('Item 2', '<p>first</p>');
    await waitFor(() => expect(within(row('Item 2')).getByText('A question cannot contain duplicate answers')).toBeTruthy());
    await writeRich('Item 2', '<p>Second</p>');
    await saveAndWait(server.saves, 1);
  });
});
