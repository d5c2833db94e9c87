// The comparison of two versions of an item (a modal, full screen on a phone): what each side
// is over its column — a version (what happened, who, when), the published version, or the
// current draft — the legend of the marks, and the fields compared (FieldsCompare). Versions
// are read when it opens; the draft is taken as it is at that moment.
import { Alert, Box, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Version, VersionSummary } from '../../../../domain/schemas/history.ts';
import { useLatestPublished, useVersion } from '../data/hooks.ts';
import type { HistorySubject } from '../subject.ts';
import { useVersionWords } from '../versionWords.ts';
import { FieldsCompare } from './FieldsCompare.tsx';
import classes from './compare.module.css';

/** One side of a comparison. */
export type CompareSide = { kind: 'draft' } | { kind: 'version'; version: VersionSummary } | { kind: 'published' };

type Loaded = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'missing' } | { status: 'ready'; document: unknown; version: VersionSummary | null };

function useSide(subject: HistorySubject, side: CompareSide): Loaded {
  const version = useVersion(subject.item, side.kind === 'version' ? side.version.id : null);
  const published = useLatestPublished(subject.item, side.kind === 'published');
  const [draft] = useState(() => (side.kind === 'draft' ? subject.draft() : null));
  if (side.kind === 'draft') return { status: 'ready', document: draft, version: null };
  const query = side.kind === 'version' ? version : published;
  if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading' };
  const loaded: Version | null = query.data;
  if (loaded === null) return { status: 'missing' };
  return { status: 'ready', document: loaded.document, version: loaded };
}

function SideCaption({ side, loaded }: { side: CompareSide; loaded: Loaded }) {
  const { t } = useTranslation();
  const words = useVersionWords();
  const version = loaded.status === 'ready' ? loaded.version : side.kind === 'version' ? side.version : null;
  const name = side.kind === 'draft' ? t('history.current_draft') : side.kind === 'published' ? t('history.published_version') : words.kind(side.version);
  return (
    <Box miw={0}>
      <Text fw={700} size="sm">
        {name}
      </Text>
      {version && (
        <Text size="xs" c="dimmed">
          {words.author(version)} · {words.ago(version)} · <time dateTime={version.saved_at}>{words.exact(version)}</time>
        </Text>
      )}
      {side.kind === 'draft' && (
        <Text size="xs" c="dimmed">
          {t('history.current_draft_hint')}
        </Text>
      )}
    </Box>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" className={classes.diff} aria-hidden>
      <Text size="xs">
        <ins data-diff="inserted">{t('history.legend_inserted')}</ins>
      </Text>
      <Text size="xs">
        <del data-diff="deleted">{t('history.legend_deleted')}</del>
      </Text>
    </Group>
  );
}

function Comparison({ subject, sides }: { subject: HistorySubject; sides: readonly [CompareSide, CompareSide] }) {
  const { t } = useTranslation();
  const before = useSide(subject, sides[0]);
  const after = useSide(subject, sides[1]);
  const beforeDoc = before.status === 'ready' ? before.document : undefined;
  const afterDoc = after.status === 'ready' ? after.document : undefined;
  const { fieldsOf } = subject;
  const beforeFields = useMemo(() => (beforeDoc === undefined ? null : fieldsOf(beforeDoc, t)), [beforeDoc, fieldsOf, t]);
  const afterFields = useMemo(() => (afterDoc === undefined ? null : fieldsOf(afterDoc, t)), [afterDoc, fieldsOf, t]);
  const caption = (side: CompareSide, loaded: Loaded): ReactNode => <SideCaption side={side} loaded={loaded} />;

  let body: ReactNode;
  const failed = [before, after].find((side) => side.status === 'failed');
  if (failed?.status === 'failed') {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('history.compare_failed')}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={failed.retry}>
            {t('history.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (before.status === 'missing' || after.status === 'missing') {
    body = (
      <Alert color="gray" variant="light" data-testid="compare-no-published">
        {t('history.no_published')}
      </Alert>
    );
  } else if (!beforeFields || !afterFields) {
    body = <Loader size="sm" aria-label={t('common.loading')} />;
  } else {
    body = <FieldsCompare before={beforeFields} after={afterFields} beforeCaption={caption(sides[0], before)} afterCaption={caption(sides[1], after)} />;
  }

  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing={{ base: 4, sm: 'md' }}
        pos={{ base: 'static', sm: 'sticky' }}
        top={0}
        py="xs"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 3, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        data-testid="compare-sides"
      >
        {caption(sides[0], before)}
        {caption(sides[1], after)}
      </SimpleGrid>
      <Legend />
      {body}
    </Stack>
  );
}

type Props = {
  subject: HistorySubject;
  /** The older side first; null: closed. */
  sides: readonly [CompareSide, CompareSide] | null;
  title?: string;
  onClose: () => void;
};

export function CompareView({ subject, sides, title, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={sides !== null}
      onClose={onClose}
      title={title ?? t('history.compare_title')}
      size="90rem"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      attributes={{ content: { 'data-testid': 'compare-view' } }}
      styles={{ header: { borderBottom: '1px solid var(--mantine-color-gray-3)' } }}
    >
      <Box pt="sm">{sides && <Comparison subject={subject} sides={sides} />}</Box>
    </Modal>
  );
}
