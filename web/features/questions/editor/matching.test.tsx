// Matching: premises paired with responses, additional responses (distractors), the 10 / 50
// / 10 limits, the 150-word suggestion (a warning that does not block saving); the rules'
// messages.
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, saveAndWait, saveButton, summary, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

describe('matching choices', () => {
  it('builds a valid question and sends the exact document', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=matching_choices`);
    await writeRich('Question', '<p>Jodohkan hewan dengan suaranya.</p>');
    await writeRich('Premise 1', '<p>Kucing</p>');
    await writeRich('Response 1 of premise 1', '<p>Meong</p>');
    await user.click(screen.getByRole('button', { name: 'Add premise' }));
    await writeRich('Premise 2', '<p>Anjing</p>');
    await writeRich('Response 1 of premise 2', '<p>Guk</p>');
    await user.click(screen.getByRole('button', { name: 'Add additional response' }));
    await writeRich('Additional response 1', '<p>Mooo</p>');
    await saveAndWait(server.saves, 1);

    const body = server.saves()[0]!.body as {
      answers: unknown[];
      premises: { key: string; content: string }[];
      responses: { content: string; premise_key: string | null }[];
    };
    expect(body.answers).toEqual([]);
    expect(body.premises.map((p) => p.content)).toEqual(['<p>Kucing</p>', '<p>Anjing</p>']);
    expect(body.responses.map((r) => [r.content, r.premise_key === null ? null : body.premises.findIndex((p) => p.key === r.premise_key) + 1])).toEqual([
      ['<p>Meong</p>', 1],
      ['<p>Guk</p>', 2],
      ['<p>Mooo</p>', null],
    ]);
  });

  it('shows each rule’s message, and the 150-word suggestion without blocking the save', async () => {
    const server = questionServer({ questions: [questionReply(47, validQuestion('matching_choices'))], org: { enable_point_system: false } });
    await openEditor('/en/questions/47');

    await writeRich('Premise 2', '');
    await waitFor(() => expect(summary()?.textContent).toContain('Premise 2: Required'));
    await writeRich('Premise 2', '<p>cat</p>');
    await waitFor(() => screen.getByText('Matching choices cannot have duplicate premises'));
    await writeRich('Premise 2', '<p>Dog</p>');
    await writeRich('Response 1 of premise 2', '<p>MEOW</p>');
    await waitFor(() => screen.getByText('Matching choices cannot have duplicate responses'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await writeRich('Response 1 of premise 2', '<p>Woof</p>');

    const long = Array.from({ length: 151 }, (_, i) => `word${i}`).join(' ');
    await writeRich('Premise 1', `<p>${long}</p>`);
    expect(await screen.findByTestId('matching-warning')).toHaveProperty('textContent', 'We suggest keeping each matching item under 150 words');
    await waitFor(() => expect(summary()).toBeNull());
    await saveAndWait(server.saves, 1);
  });

  it('holds the limits: 10 premises, 10 additional responses', async () => {
    const doc = validQuestion('matching_choices');
    doc.premises = Array.from({ length: 10 }, (_, i) => ({ key: `p${i}`, content: `P${i}` }));
    doc.responses = [
      ...doc.premises.map((p, i) => ({ key: `r${i}`, content: `R${i}`, premise_key: p.key })),
      ...Array.from({ length: 11 }, (_, i) => ({ key: `x${i}`, content: `X${i}`, premise_key: null })),
    ];
    questionServer({ questions: [questionReply(48, doc)], org: { enable_point_system: false } });
    await openEditor('/en/questions/48');
    expect(await screen.findByText('A question can have at most 10 premises.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add premise' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('matching-counts').textContent).toBe('10/10 premises21/50 responses');
    expect(screen.getByTestId('responses-error').textContent).toBe('A question can have at most 10 additional responses');
    expect(screen.getByRole('button', { name: 'Add additional response' }).hasAttribute('disabled')).toBe(true);
  });
});
