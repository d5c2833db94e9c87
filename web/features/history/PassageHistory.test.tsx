// Version history in the passage editor: a restore brings back the text and the sections of
// the version and is stored over the version last saved; a passage imported from the test
// bank (a read-only reference) shows its history without restore.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../domain/schemas/content.ts';
import { baseHandlers, topicWithItems } from '../../components/editor/test/fixtures.ts';
import { passage } from '../../test/content.ts';
import { screen, user, waitFor } from '../../test/dom.ts';
import { fakeApi, json } from '../../test/fakeApi.ts';
import type { Handler } from '../../test/fakeApi.ts';
import { renderApp } from '../../test/render.tsx';
import { historyHandlers, version } from './test/fixtures.ts';

const section = { id: 'sec-1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Tabel curah hujan</p>' };

function passageWithHistory(overrides: Partial<Passage> = {}) {
  let stored = passage(overrides);
  const older = { title: 'Siklus', content_html: '<p>Air menguap dari danau.</p>', sections: [section] };
  const handlers: Record<string, Handler> = {
    'GET /map/passages/701': () => json(stored),
    ...historyHandlers('/map/passages/701', {
      versions: [version(2, { title: stored.title, content_html: stored.content_html, sections: [] }), version(1, older)],
      restore: (restored, lockVersion) => {
        if (lockVersion !== stored.lock_version) return json({ error: 'conflict', message: 'A newer version was saved.', current: stored }, 409);
        stored = { ...stored, ...(restored.document as Partial<Passage>), lock_version: stored.lock_version + 1 };
        return json(stored);
      },
    }),
  };
  return { handlers, stored: () => stored };
}

async function openHistory() {
  await user.click(await screen.findByTestId('history-button'));
  const panel = await screen.findByTestId('history-panel');
  await within(panel).findAllByTestId('version-row');
  return panel;
}

describe('passage history', () => {
  it('restores the text and the sections of a version', async () => {
    const server = passageWithHistory();
    const api = fakeApi({ ...baseHandlers(topicWithItems({ passages: [server.stored()] })), ...server.handlers });
    renderApp('/en/passages/701');
    const title = (await screen.findByRole('textbox', { name: /Title/ })) as HTMLInputElement;
    const panel = await openHistory();
    await user.click(within(within(panel).getAllByTestId('version-row')[1]!).getByTestId('restore-version'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore version' }));

    await waitFor(() => expect(title.value).toBe('Siklus'));
    expect(screen.getByRole('textbox', { name: /Passage text/ }).textContent).toBe('Air menguap dari danau.');
    expect(screen.getByRole('textbox', { name: /Section 1 text/ }).textContent).toBe('Tabel curah hujan');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ lock_version: 1 });
    expect(server.stored().lock_version).toBe(2);
    expect(await screen.findByText('Version restored. The editor shows it now.')).toBeTruthy();
  });

  it('of a read-only reference from the test bank is there to read, never to restore', async () => {
    const server = passageWithHistory({ source: 'provider', read_only: true });
    fakeApi({ ...baseHandlers(topicWithItems({ passages: [server.stored()] })), ...server.handlers });
    renderApp('/en/passages/701');
    await screen.findByTestId('provider-read-only');
    const panel = await openHistory();
    expect(within(panel).getAllByTestId('version-row')).toHaveLength(2);
    expect(within(panel).queryByTestId('restore-version')).toBeNull();
  });
});
