// Shared steps of the spreadsheet import tests: choosing files the way a teacher does (the
// labelled pickers) and converting; reading the multipart body the page sent.
import { expect } from 'vitest';
import { screen, user, waitFor } from '../../../test/dom.ts';
import type { fakeApi } from '../../../test/fakeApi.ts';
import { xlsx } from './fixtures.ts';

/** The page's title, the topic's name (its math is KaTeX, whose MathML jsdom cannot name: found by level). */
export async function heading() {
  const title = await screen.findByRole('heading', { level: 1 });
  expect(title.textContent).toContain('Persamaan');
  return title;
}

export async function chooseFiles({ file = xlsx(), images = null as File | null } = {}) {
  await user.upload(screen.getByLabelText(/^(Spreadsheet)$/), file);
  if (images) await user.upload(screen.getByLabelText(/^(Images \(optional\)|Gambar \(opsional\))$/), images);
}

/** Chooses the file and presses Convert; resolves once the Import step shows. */
export async function convertToImportStep(options: Parameters<typeof chooseFiles>[0] = {}) {
  await heading();
  await chooseFiles(options);
  await user.click(screen.getByRole('button', { name: 'Convert' }));
  await screen.findByTestId('ready-count');
}

/** The FormData of the fetch calls to the given path. */
export function formsSentTo(api: ReturnType<typeof fakeApi>, path: string): FormData[] {
  return api.fetch.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && init?.body instanceof FormData)
    .map(([, init]) => init!.body as FormData);
}

export async function expectNoRequest(api: ReturnType<typeof fakeApi>, path: string) {
  await waitFor(() => expect(api.calls.some((call) => call.path === path)).toBe(false));
}
