// The conflict dialog of a passage: my version and the stored one, rendered, and my text
// ready for the clipboard.
import { Stack, Title } from '@mantine/core';
import { htmlToText } from '../../../../domain/rules/text.ts';
import type { Passage, PassageDocumentInput } from '../../../../domain/schemas/content.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { ConflictDialog } from '../../../components/saving/index.ts';
import { MathText } from '../../../components/math/index.ts';

type Shown = Pick<PassageDocumentInput, 'title' | 'content_html'>;

function PassageVersion({ version }: { version: Shown }) {
  return (
    <Stack gap="xs">
      {version.title && <Title order={4}><MathText inline>{version.title}</MathText></Title>}
      <RichTextView html={version.content_html ?? ''} />
    </Stack>
  );
}

export const passageText = (version: Shown) => [version.title, htmlToText(version.content_html ?? '')].filter(Boolean).join('\n\n');

type Props = { theirs: Passage | null; mine: Shown; busy: boolean; onKeepMine: () => void; onTakeTheirs: () => void };

export function PassageConflict({ theirs, mine, busy, onKeepMine, onTakeTheirs }: Props) {
  return (
    <ConflictDialog
      opened={theirs !== null}
      mine={<PassageVersion version={mine} />}
      theirs={theirs ? <PassageVersion version={theirs} /> : null}
      mineText={passageText(mine)}
      busy={busy}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}
