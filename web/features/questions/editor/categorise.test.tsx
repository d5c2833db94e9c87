// Categorise: named categories and items each assigned to one; the rules' messages.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, row, saveAndWait, summary, typeInto, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

async function chooseCategory(item: string, category: string) {
  await user.click(screen.getByLabelText(`Category of ${item}`));
  await user.click(await screen.findByRole('option', { name: category }));
}

// The whole editor in jsdom, typed into like a teacher would: slow on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

describe('categorise', () => {
  it('builds a valid question and sends the exact document', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=categorise`);
    await writeRich('Question', '<p>Kelompokkan bahan makanan berikut.</p>');
    await typeInto('Category 1', 'Buah');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await typeInto('Category 2', 'Sayur');
    await writeRich('Item a', '<p>Apel</p>');
    await writeRich('Item b', '<p>Wortel</p>');
    await chooseCategory('Item b', 'Sayur');
    await saveAndWait(server.saves, 1);
    const body = server.saves()[0]!.body as { categories: { key: string; name: string }[]; answers: { content: string; category_key: string }[] };
    expect(body).toMatchObject({ type: 'categorise', groups: [], premises: [], responses: [] });
    expect(body.categories.map((c) => c.name)).toEqual(['Buah', 'Sayur']);
    expect(body.answers.map((a) => [a.content, body.categories.find((c) => c.key === a.category_key)?.name])).toEqual([
      ['<p>Apel</p>', 'Buah'],
      ['<p>Wortel</p>', 'Sayur'],
    ]);
    expect(body.answers.every((a) => Object.keys(a).sort().join() === 'answer_type,category_key,content,correct,group_key,key,label,media_id')).toBe(true);
  });

  it('shows each rule’s message: valid category, unique names, a category entered, valid and distinct items', async () => {
    const server = questionServer({ questions: [questionReply(44, validQuestion('categorise'))], org: { enable_point_system: false } });
    await openEditor('/en/questions/44');

    await typeInto('Category 2', 'fruit');
    await waitFor(() => screen.getByText('Category names must be unique'));
    await typeInto('Category 1', '');
    await typeInto('Category 2', '');
    await waitFor(() => expect(screen.getByTestId('categories-error').textContent).toBe('Enter at least one valid category'));
    await typeInto('Category 1', 'Fruit');
    await typeInto('Category 2', 'Vegetable');

    await user.click(screen.getByRole('button', { name: 'Remove Vegetable' }));
    await waitFor(() => expect(within(row('Item b')).getByText('A category must be entered')).toBeTruthy());
    expect(summary()?.textContent).toContain('Item b: A category must be entered');
    await chooseCategory('Item b', 'Fruit');

    await writeRich('Item b', '<p>APPLE</p>');
    await waitFor(() => expect(within(row('Item b')).getByText('A question cannot contain duplicate answers')).toBeTruthy());
    await writeRich('Item a', '');
    await writeRich('Item b', '');
    await waitFor(() => expect(screen.getByTestId('answers-error').textContent).toBe('Enter at least one valid answer'));
    await writeRich('Item a', '<p>Pear</p>');
    await waitFor(() => expect(summary()).toBeNull());
    await saveAndWait(server.saves, 1);
    expect((server.saves()[0]!.body as { categories: unknown[] }).categories).toEqual([{ key: 'c1', name: 'Fruit' }]);
  });
});
