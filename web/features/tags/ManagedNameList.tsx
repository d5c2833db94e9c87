// A management tab: search within the list, create a name, select several and delete them
// after a confirmation that says what courses lose. Those who may not manage tags
// (domain/access canManageTags) get the list and the search only.
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compareGradeNames } from '../../../domain/grades.ts';
import { ConfirmModal, SuccessBanner, useFlash } from '../../components/feedback/index.ts';
import { useSignedIn } from '../auth/index.ts';
import { CreateNameModal } from './CreateNameModal.tsx';
import type { TagKind } from './data/tags.ts';
import { useDeleteNames } from './data/tags.ts';
import { matchesSearch, missingGrades } from './nameMatch.ts';
import type { NameRow } from './NameTable.tsx';
import { NameTable } from './NameTable.tsx';

type Props = {
  kind: TagKind;
  /** The organization's names, null while loading. */
  items: NameRow[] | null;
  /** Names other lists already hold that a new name must not repeat (e.g. country subjects). */
  reservedNames?: readonly string[];
  /** Shown beside the list (country subjects), filtered by the same search. */
  aside?: (search: string) => ReactNode;
  heading?: ReactNode;
};

export function ManagedNameList({ kind, items, reservedNames = [], aside, heading }: Props) {
  const { t } = useTranslation();
  const { organization, access } = useSignedIn();
  const canManage = access.canManageTags;
  const flash = useFlash();
  const [search, setSearch] = useState('');
  const [selectedIds, setSelected] = useState<Set<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNames(organization.id, kind);

  const sorted = useMemo(() => (items ? [...items].sort((a, b) => compareGradeNames(a.name, b.name)) : null), [items]);
  const shown = useMemo(() => sorted?.filter((row) => matchesSearch(row.name, search)) ?? null, [sorted, search]);
  // Only ids still in the list count (a refetch may have dropped some).
  const selectedRows = sorted?.filter((row) => selectedIds.has(row.id)) ?? [];
  const existingNames = useMemo(() => [...(items ?? []).map((row) => row.name), ...reservedNames], [items, reservedNames]);
  // Grades are the school grades only (Kinder, G1–G12): once all are there, there is none to add.
  const everyGrade = kind === 'grade' && items !== undefined && missingGrades(existingNames).length === 0;
  const isTag = kind !== 'subject';

  const closeConfirm = () => {
    setConfirming(false);
    remove.reset();
  };

  const confirmDelete = () => {
    const rows = selectedRows;
    remove.mutate(
      rows.map((row) => row.id),
      {
        onSuccess: () => {
          setConfirming(false);
          setSelected(new Set());
          flash.show(
            rows.length === 1
              ? t(`tags.deleted_one_${kind}`, { name: rows[0]!.name })
              : t(`tags.deleted_many_${kind}`, { count: rows.length }),
          );
        },
      },
    );
  };

  const list = (
    <NameTable
      aria-label={t(`tags.list_${kind}`)}
      rows={shown}
      total={items?.length ?? 0}
      search={search}
      nameHeader={t(`tags.column_${kind}`)}
      showCounts={isTag}
      empty={{ title: t(`tags.empty_${kind}`), description: canManage ? t(`tags.empty_hint_${kind}`) : undefined }}
      selection={canManage ? { selected: selectedIds, onChange: setSelected } : undefined}
    />
  );

  return (
    <Stack gap="md">
      <SuccessBanner message={flash.message} onDismiss={flash.dismiss} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t(`tags.search_${kind}`)}
          aria-label={t(`tags.search_${kind}`)}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', xs: 320 }}
          type="search"
        />
        {canManage && (
          <Group gap="sm">
            {selectedRows.length > 0 && (
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
                {t('tags.delete_selected', { count: selectedRows.length })}
              </Button>
            )}
            {everyGrade ? (
              <Text size="sm" c="dimmed" data-testid="grades-complete">
                {t('tags.grades_all_present')}
              </Text>
            ) : (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t(`tags.new_${kind}`)}
              </Button>
            )}
          </Group>
        )}
      </Group>

      {aside ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
          <Stack gap="sm">
            {heading}
            {list}
          </Stack>
          {aside(search)}
        </SimpleGrid>
      ) : (
        list
      )}

      {canManage && (
        <>
          <CreateNameModal
            opened={creating}
            organizationId={organization.id}
            kind={kind}
            existingNames={existingNames}
            onClose={() => setCreating(false)}
            onCreated={(name) => {
              setCreating(false);
              flash.show(t(`tags.created_${kind}`, { name }));
            }}
          />
          <ConfirmModal
            opened={confirming}
            title={
              selectedRows.length === 1
                ? t(`tags.delete_title_single_${kind}`)
                : t(`tags.delete_title_${kind}`, { count: selectedRows.length })
            }
            confirmLabel={t('common.delete')}
            tone="danger"
            loading={remove.isPending}
            error={remove.isError ? t(isTag ? 'tags.delete_failed_tag' : 'tags.delete_failed_subject') : undefined}
            onConfirm={confirmDelete}
            onCancel={closeConfirm}
          >
            <DeleteSummary kind={kind} rows={selectedRows} />
          </ConfirmModal>
        </>
      )}
    </Stack>
  );
}

/** What the teacher loses: for tags, how many courses lose each one; the courses stay. */
function DeleteSummary({ kind, rows }: { kind: TagKind; rows: NameRow[] }) {
  const { t } = useTranslation();
  const isTag = kind !== 'subject';
  if (rows.length === 1 && isTag) {
    const [row] = rows as [NameRow];
    return (
      <Stack gap="xs">
        <Text size="sm">
          {row.count
            ? t('tags.delete_tag_courses', { count: row.count, name: row.name })
            : t('tags.delete_tag_unused', { name: row.name })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('tags.delete_keeps_courses')}
        </Text>
      </Stack>
    );
  }
  const affected = rows.reduce((sum, row) => sum + (row.count ?? 0), 0);
  return (
    <Stack gap="sm">
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('tags.delete_list')}>
        {rows.map((row) => (
          <Group component="li" key={row.id} justify="space-between" gap="sm" wrap="nowrap">
            <Badge variant="light" color="gray" tt="none" size="lg" radius="sm" fw={600}>
              {row.name}
            </Badge>
            {isTag && (
              <Text size="sm" c={row.count ? undefined : 'dimmed'}>
                {t('tags.course_count', { count: row.count ?? 0 })}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
      <Text size="sm">
        {isTag
          ? affected > 0
            ? t('tags.delete_tags_courses')
            : t('tags.delete_tags_unused')
          : t('tags.delete_subjects_courses', { count: rows.length })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('tags.delete_keeps_courses')}
      </Text>
    </Stack>
  );
}
