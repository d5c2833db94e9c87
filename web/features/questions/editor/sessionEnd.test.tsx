// A session that ends while a question is edited (spec §2, §4): the save is refused (401),
// the login screen takes the editor's place at the same address, and after logging in the
// editor there starts from the unsaved question, which the next save stores over the version
// it was made on.
import { describe, expect, it, vi } from 'vitest';
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import { screen, user, waitFor } from '../../../test/dom.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { session } from '../../../test/fixtures.ts';
import { openEditor, saveAndWait, writeRich } from '../test/drive.ts';
import { questionReply, questionServer } from '../test/fixtures.ts';

vi.setConfig({ testTimeout: 90_000 });

describe('question editor when the session ends', () => {
  it('keeps the unsaved question through the login screen and saves it after logging in', async () => {
    const state = { signedIn: true };
    const ended = json({ error: 'unauthenticated', message: 'Please log in.' }, 401);
    const reply = session({ enable_point_system: false }, { autosave_effective: false });
    const server = questionServer({
      questions: [questionReply(41, validQuestion('multiple_choice'))],
      override: {
        'GET /users/show_current': () => (state.signedIn ? json(reply) : ended),
        'PUT /map/questions/41': (request) => (state.signedIn ? putThrough(server)(request) : ended),
        'POST /map/auth': () => {
          state.signedIn = true;
          return json(reply);
        },
      },
    });

    const { router } = await openEditor('/en/questions/41');
    state.signedIn = false;
    await writeRich('Question', '<p>Ibu kota Prancis adalah?</p>');
    await saveAndWait(server.saves, 1);

    expect((await screen.findByTestId('login-message')).textContent).toBe('Your session has expired. Please log in again.');
    expect(router.state.location.pathname).toBe('/en/questions/41');
    await user.type(screen.getByLabelText('Username'), 'admin@nusantara.sch.id');
    await user.type(screen.getByLabelText('Password'), 'pena-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByTestId('question-form', {}, { timeout: 30_000 });
    expect(screen.getByRole('textbox', { name: 'Question' }).textContent).toBe('Ibu kota Prancis adalah?');
    await saveAndWait(server.saves, 2);
    await waitFor(() => expect(server.store.get(41)!.content_html).toBe('<p>Ibu kota Prancis adalah?</p>'));
    expect(server.saves().map((call) => (call.body as { lock_version: number }).lock_version)).toEqual([1, 1]);
  });
});

/** The stored question's PUT as the fake server answers it (version check, bump). */
function putThrough(server: ReturnType<typeof questionServer>): Handler {
  return ({ body }) => {
    const stored = server.store.get(41)!;
    const sent = body as { lock_version: number; content_html: string };
    if (sent.lock_version !== stored.lock_version) return json({ error: 'conflict', message: 'newer', current: stored }, 409);
    const updated = { ...stored, content_html: sent.content_html, lock_version: stored.lock_version + 1 };
    server.store.set(41, updated);
    return json(updated);
  };
}
