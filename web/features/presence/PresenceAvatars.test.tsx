// Who else is here: an avatar each with a tooltip naming them and what they do, four at most
// and "+n" for the rest; one sentence for screen readers, in the teacher's language; nothing
// when nobody else is here. One entry per person however many tabs they have open.
import { afterEach, describe, expect, it } from 'vitest';
import type { LivePerson } from '../../../domain/schemas/live.ts';
import { i18n } from '../../i18n/index.ts';
import { screen, user } from '../../test/dom.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PresenceAvatars } from './PresenceAvatars.tsx';
import { othersOnce } from './usePresence.ts';

const person = (userId: number, name: string, extra: Partial<LivePerson> = {}): LivePerson => ({
  key: `k${userId}-${extra.field ?? ''}`,
  user_id: userId,
  name,
  place: { kind: 'question', id: 5 },
  field: null,
  editing: true,
  ...extra,
});

describe('PresenceAvatars', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows nothing when nobody else is here', () => {
    renderWithApp(<PresenceAvatars people={[]} />);
    expect(screen.queryByTestId('presence')).toBeNull();
  });

  it('names each person with what they do and where, in a sentence for screen readers (id)', async () => {
    await i18n.changeLanguage('id');
    renderWithApp(<PresenceAvatars people={[person(1, 'Ani Lestari', { field: 'answers.2' }), person(2, 'Budi', { editing: false })]} />);
    expect(screen.getByText('Juga di sini: Ani Lestari, sedang mengubah: Jawaban; Budi, sedang melihat')).toBeTruthy();
    const avatars = screen.getAllByTestId('presence-avatar');
    expect(avatars.map((a) => a.textContent)).toEqual(['AL', 'BU']);
    await user.hover(avatars[0]!);
    // (The avatars are hidden from screen readers, which read the sentence above.)
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveProperty('textContent', 'Ani Lestari, sedang mengubah: Jawaban');
  });

  it('shows four and counts the rest', () => {
    renderWithApp(<PresenceAvatars people={[1, 2, 3, 4, 5, 6].map((id) => person(id, `Guru ${id}`))} />);
    expect(screen.getAllByTestId('presence-avatar')).toHaveLength(4);
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('lists a person once, leaves the teacher out, and prefers the tab that edits in a field', () => {
    const people = [person(7, 'Saya'), person(1, 'Ani', { editing: false }), person(1, 'Ani', { field: 'content_html' }), person(2, 'Budi')];
    expect(othersOnce(people, 7).map((p) => [p.name, p.field])).toEqual([
      ['Ani', 'content_html'],
      ['Budi', null],
    ]);
  });
});
