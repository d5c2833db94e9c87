// The history of a page, question or passage, in a drawer beside its editor (full width on a
// phone): the current draft, then the versions newest first, a page at a time. Two picked
// are compared with each other, one with the current draft; "Restore this version" (for a
// teacher who may edit) asks first, then goes through the editor's saver (subject.restore).
import { Alert, Button, Checkbox, Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconGitCompare } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE } from '../../../../domain/constants.ts';
import type { VersionSummary } from '../../../../domain/schemas/history.ts';
import { ConfirmModal } from '../../../components/feedback/index.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { useNotify } from '../../../components/notifications/index.ts';
import type { CompareSide } from '../compare/CompareView.tsx';
import { fetchVersion, forgetHistoryLists, useVersionList } from '../data/hooks.ts';
import type { HistorySubject } from '../subject.ts';
import { VersionRow } from './VersionRow.tsx';

/** Older first: the draft is the newest of all, versions in the order they were kept (by id). */
function inOrder(a: CompareSide, b: CompareSide): [CompareSide, CompareSide] {
  const rank = (side: CompareSide) => (side.kind === 'version' ? side.version.id : Number.POSITIVE_INFINITY);
  return rank(a) <= rank(b) ? [a, b] : [b, a];
}

const isSame = (a: CompareSide, b: CompareSide) => (a.kind === 'version' && b.kind === 'version' ? a.version.id === b.version.id : a.kind === b.kind);

type BodyProps = { subject: HistorySubject; onCompare: (sides: [CompareSide, CompareSide]) => void; onClose: () => void };

function PanelBody({ subject, onCompare, onClose }: BodyProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const failure = useFailureMessage();
  const [page, setPage] = useState(FIRST_PAGE);
  const list = useVersionList(subject.item, page);
  const [selected, setSelected] = useState<CompareSide[]>([]);
  const [restoring, setRestoring] = useState<VersionSummary | null>(null);
  const [restoreError, setRestoreError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const isSelected = (side: CompareSide) => selected.some((other) => isSame(other, side));
  const select = (side: CompareSide, on: boolean) => setSelected((now) => (on ? [...now.filter((other) => !isSame(other, side)), side].slice(-2) : now.filter((other) => !isSame(other, side))));
  const draftSide: CompareSide = { kind: 'draft' };
  const compareSides: [CompareSide, CompareSide] | null =
    selected.length === 2 ? inOrder(selected[0]!, selected[1]!) : selected.length === 1 && selected[0]!.kind === 'version' ? inOrder(selected[0]!, draftSide) : null;

  const restore = async () => {
    if (!restoring) return;
    setBusy(true);
    setRestoreError(null);
    try {
      const version = await fetchVersion(queryClient, subject.item, restoring.id);
      const outcome = await subject.restore(version);
      void forgetHistoryLists(queryClient, subject.item);
      setRestoring(null);
      if (outcome === 'restored') {
        notify({ tone: 'success', message: t('history.restored') });
        onClose();
      } else if (outcome === 'unsaved') {
        notify({ tone: 'error', message: t('history.restore_unsaved') });
      } else {
        // The editor shows why: the conflict dialog with both versions, or its save problem.
        onClose();
      }
    } catch (error) {
      setRestoreError(error);
    } finally {
      setBusy(false);
    }
  };

  const data = list.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('history.intro')}
      </Text>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" data-testid="draft-row">
        <Checkbox
          checked={isSelected(draftSide)}
          disabled={!isSelected(draftSide) && selected.length >= 2}
          onChange={(event) => select(draftSide, event.currentTarget.checked)}
          label={<Text fw={600} size="sm">{t('history.current_draft')}</Text>}
          description={t('history.current_draft_hint')}
        />
      </Paper>
      {list.isError && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure(list.error, t('history.load_failed'))}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('history.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !data ? (
        <Stack gap="sm" aria-busy data-testid="history-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={88} radius="md" />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="history-empty">
          {t('history.empty')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="history-count">
            {t('history.count', { count: data.count })}
          </Text>
          <Stack gap="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {data.items.map((version, index) => {
              const side: CompareSide = { kind: 'version', version };
              const latest = page === FIRST_PAGE && index === 0;
              return (
                <VersionRow
                  key={version.id}
                  version={version}
                  selected={isSelected(side)}
                  selectable={selected.length < 2}
                  onSelect={(on) => select(side, on)}
                  // The newest version is what is stored now: restoring it would change nothing.
                  onRestore={subject.canRestore && !latest ? () => setRestoring(version) : null}
                />
              );
            })}
          </Stack>
          <ListPagination page={page} pages={data.pages} onChange={setPage} />
        </>
      )}
      <Group
        justify="space-between"
        gap="xs"
        // Stays in reach at the foot of the drawer while the list scrolls.
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
      >
        <Text size="xs" c="dimmed" style={{ flex: '1 1 140px' }}>
          {selected.length >= 2 ? t('history.select_limit') : ''}
        </Text>
        <Group gap="xs">
          {selected.length > 0 && (
            <Button variant="default" onClick={() => setSelected([])}>
              {t('history.clear_selection')}
            </Button>
          )}
          <Button leftSection={<IconGitCompare size={16} />} disabled={!compareSides} onClick={() => compareSides && onCompare(compareSides)} data-testid="compare-versions">
            {selected.length === 1 ? t('history.compare_with_draft') : t('history.compare_selected')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={restoring !== null}
        title={t('history.restore_title')}
        confirmLabel={t('history.restore_confirm')}
        loading={busy}
        error={restoreError ? failure(restoreError, t('history.restore_failed')) : null}
        onCancel={() => {
          setRestoring(null);
          setRestoreError(null);
        }}
        onConfirm={() => void restore()}
      >
        {t('history.restore_body')}
      </ConfirmModal>
    </Stack>
  );
}

type Props = BodyProps & { opened: boolean };

export function HistoryPanel({ opened, ...body }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={body.onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('history.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      attributes={{ content: { 'data-testid': 'history-panel' } }}
    >
      {opened && <PanelBody {...body} />}
    </Drawer>
  );
}
