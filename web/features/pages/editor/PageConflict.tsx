// The conflict dialog of a page: my version (the form as it is) and the stored one, both
// rendered as learners would see them, and my text ready for the clipboard.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '../../../../domain/rules/text.ts';
import type { Page, PageDocumentInput } from '../../../../domain/schemas/content.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { ConflictDialog } from '../../../components/saving/index.ts';
import { formatDuration } from './duration.ts';
import { MathText } from '../../../components/math/index.ts';

type Shown = Pick<PageDocumentInput, 'type' | 'title' | 'content' | 'video_url' | 'video_description' | 'duration'>;

function PageVersion({ version }: { version: Shown }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={4}>{version.title ? <MathText inline>{version.title}</MathText> : '—'}</Title>
      {version.type === 'video' ? (
        <Stack gap={4}>
          <Text size="sm">
            <b>{t('pages.video_url')}:</b> {version.video_url || '—'}
          </Text>
          {version.duration !== null && version.duration !== undefined && (
            <Text size="sm">
              <b>{t('pages.duration')}:</b> {formatDuration(version.duration)}
            </Text>
          )}
          {version.video_description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {version.video_description}
            </Text>
          )}
        </Stack>
      ) : (
        <RichTextView html={version.content ?? ''} />
      )}
    </Stack>
  );
}

/** My version as plain text: the title, then the page's text (or the video's fields). */
export function pageText(version: Shown): string {
  const body =
    version.type === 'video'
      ? [version.video_url, version.video_description].filter(Boolean).join('\n\n')
      : htmlToText(version.content ?? '');
  return [version.title, body].filter(Boolean).join('\n\n');
}

type Props = {
  theirs: Page | null;
  mine: Shown;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

export function PageConflict({ theirs, mine, busy, onKeepMine, onTakeTheirs }: Props) {
  return (
    <ConflictDialog
      opened={theirs !== null}
      mine={<PageVersion version={mine} />}
      theirs={theirs ? <PageVersion version={theirs} /> : null}
      mineText={pageText(mine)}
      busy={busy}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}
