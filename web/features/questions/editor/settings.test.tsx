// The settings beside a question: the passage it refers to, the question it follows (a
// circle is refused in the browser with the circular-linking message), shuffling, the quiz
// title, the file-upload answer with its types; and the explanation and hint.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, saveAndWait, saveButton, summary, typeInto, writeRich } from '../test/drive.ts';
import { passage, questionReply, questionServer, summaryOf } from '../test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

async function choose(label: string, option: string) {
  // The select's input (its listbox carries the same label), once it has choices (disabled until they load).
  const input = () => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
  await waitFor(() => expect(input().disabled).toBe(false));
  await user.click(input());
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('question settings', () => {
  it('links a passage and a preceding question, refusing a circle', async () => {
    const mine = questionReply(41, validQuestion('multiple_choice'));
    const other = questionReply(42, { ...validQuestion('true_or_false'), content_html: '<p>Follows question one</p>' });
    const third = questionReply(43, { ...validQuestion('exact_value'), content_html: '<p>Stands alone</p>' });
    // Question 2 (id 42) follows question 1 (id 41, the one edited).
    const server = questionServer({
      questions: [mine, other, third],
      summaries: [summaryOf(mine, 1), summaryOf(other, 2, 1), summaryOf(third, 3)],
      passages: [passage(9, 'Teks bacaan: Candi Borobudur', 1)],
    });
    await openEditor('/en/questions/41');

    await choose('Passage', 'Teks bacaan: Candi Borobudur');
    await choose('Comes after question', 'Question 2: Follows question one');
    await waitFor(() => screen.getByText('These questions would be linked in a circle. Choose another question.'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(summary()?.textContent).toContain('Comes after question: These questions would be linked in a circle.');
    await choose('Comes after question', 'Question 3: Stands alone');
    await waitFor(() => expect(summary()).toBeNull());

    await user.click(screen.getByRole('switch', { name: /Shuffle answers/ }));
    await typeInto('Quiz title', 'Kuis sejarah');
    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({ passage_id: 9, preceding_question_id: 43, shuffle_answers: true, quiz_title: 'Kuis sejarah' });
  });

  it('sets the file-upload answer, its types, and writes the explanation and hint', async () => {
    const server = questionServer({ questions: [questionReply(41, validQuestion('multiple_choice'))] });
    await openEditor('/en/questions/41');
    await user.click(screen.getByRole('radio', { name: 'Required' }));
    const types = await screen.findByRole('group', { name: 'Accepted file types' });
    for (const name of ['Archives (zip)', 'Office documents', 'Images', 'Code and markup', 'Audio', 'Video']) {
      await user.click(within(types).getByRole('checkbox', { name }));
    }
    await waitFor(() => screen.getByText('Choose at least one file type'));
    await user.click(within(types).getByRole('checkbox', { name: 'Images' }));
    await user.click(within(types).getByRole('checkbox', { name: 'Office documents' }));

    await user.click(screen.getByRole('button', { name: /Explanation/ }));
    await writeRich('Explanation', '<p>Paris is the capital.</p>');
    await user.click(screen.getByRole('button', { name: /Hint/ }));
    await writeRich('Hint', '<p>Think of the Eiffel Tower.</p>');
    await saveAndWait(server.saves, 1);
    const body = server.saves()[0]!.body as Record<string, unknown>;
    expect(body.file_upload_option).toEqual({ required: true, file_types: ['image', 'office'] });
    expect(body.explanation).toEqual({ sections: [{ id: expect.any(String), content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Paris is the capital.</p>' }] });
    expect(body.hint).toMatchObject({ sections: [{ content_html: '<p>Think of the Eiffel Tower.</p>' }] });
  });
});
