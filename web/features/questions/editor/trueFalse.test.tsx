// True or false: the two fixed answers (stored as True and False, shown in the interface
// language); the teacher picks the correct one; the rules' messages.
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { openEditor, saveAndWait, saveButton, writeRich } from '../test/drive.ts';
import { TOPIC_ID, questionReply, questionServer } from '../test/fixtures.ts';

const answer = (content: string, correct: boolean) => ({ key: expect.any(String), content, answer_type: 'text', media_id: null, correct, category_key: null, group_key: null, label: null });

// The whole editor in jsdom, typed into like a teacher would: slow on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

describe('true or false', () => {
  it('builds a valid question and sends the exact document', async () => {
    const server = questionServer({ org: { enable_point_system: false } });
    await openEditor(`/en/topics/${TOPIC_ID}/questions/new?type=true_or_false`);
    await writeRich('Question', '<p>Matahari terbit di timur.</p>');
    // The answers were not touched: the list beside Save names their rule (spec §4).
    await waitFor(() => expect(screen.getByTestId('save-panel').textContent).toContain('Mark either True or False as the correct answer'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({ type: 'true_or_false', content_html: '<p>Matahari terbit di timur.</p>', answers: [answer('True', true), answer('False', false)] });
  });

  it('shows the rule on its answers and lets a broken pair be restored (Indonesian labels)', async () => {
    const doc = validQuestion('true_or_false');
    doc.answers[1]!.content = 'Maybe';
    const server = questionServer({ questions: [questionReply(42, doc)], org: { enable_point_system: false } });
    await openEditor('/id/questions/42');
    expect(await screen.findByText('Soal benar atau salah harus memiliki tepat dua jawaban: Benar dan Salah')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kembalikan jawaban Benar dan Salah' }));
    await waitFor(() => expect(screen.getByTestId('answers-error').textContent).toBe('Pilih Benar atau Salah sebagai jawaban yang benar'));
    await user.click(screen.getByRole('radio', { name: 'Salah' }));
    await waitFor(() => expect(screen.queryByTestId('answers-error')).toBeNull());
    await saveAndWait(server.saves, 1);
    expect(server.saves()[0]!.body).toMatchObject({ answers: [answer('True', false), answer('False', true)] });
  });
});
