// Who else has this open: an avatar each (initials on their colour, the same on every screen),
// four at most and "+n" for the rest, each with a tooltip naming them and what they do. Screen
// readers get one sentence instead of the initials. Nothing shows when nobody else is here.
import { Avatar, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presenceColor } from '../../../domain/presenceColors.ts';
import type { LivePerson } from '../../../domain/schemas/live.ts';
import { useDescribePerson } from './describePerson.ts';

const SHOWN = 4;

export function PresenceAvatars({ people, size = 28 }: { people: LivePerson[]; size?: number }) {
  const { t } = useTranslation();
  const describe = useDescribePerson();
  if (people.length === 0) return null;
  const shown = people.slice(0, SHOWN);
  const rest = people.length - shown.length;
  return (
    <div data-testid="presence" style={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      <VisuallyHidden>{t('presence.here', { people: people.map(describe).join('; ') })}</VisuallyHidden>
      <Tooltip.Group openDelay={150} closeDelay={50}>
        <Avatar.Group spacing={size / 4} aria-hidden>
          {shown.map((person) => (
            <Tooltip key={person.key} label={describe(person)} withArrow>
              <Avatar
                name={person.name}
                size={size}
                radius="xl"
                variant="filled"
                styles={{ root: { backgroundColor: presenceColor(person.user_id) }, placeholder: { backgroundColor: 'transparent', color: '#fff' } }}
                data-testid="presence-avatar"
              />
            </Tooltip>
          ))}
          {rest > 0 && (
            <Tooltip label={people.slice(SHOWN).map(describe).join(', ')} withArrow>
              <Avatar size={size} radius="xl" variant="filled" color="gray.7">
                +{rest}
              </Avatar>
            </Tooltip>
          )}
        </Avatar.Group>
      </Tooltip.Group>
    </div>
  );
}
