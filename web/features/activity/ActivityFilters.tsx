// The feed's filters: a person (the organization's members, searched on the server after the
// §9 pause), what happened (the kinds this feed holds) and a date range (the course list's
// picker: whole days in the teacher's time zone, sent as epoch ms).
import { Box, Group, Paper, Select } from '@mantine/core';
import { IconFilter, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE } from '../../../domain/constants.ts';
import type { ActivityKind } from '../../../domain/schemas/history.ts';
import { SearchedSelect, useSelectSearch } from '../../components/SearchedSelect.tsx';
import { DateRangeFilter } from '../courses/index.ts';
import { usePeople } from './data/hooks.ts';
import type { ActivityListState } from './paths.ts';

type Props = {
  organizationId: number;
  kinds: readonly ActivityKind[];
  state: ActivityListState;
  /** The chosen person's name when the options do not hold it (from the feed's rows). */
  knownName: string | null;
  onChange: (next: ActivityListState) => void;
};

function PersonFilter({ organizationId, value, knownName, onChange }: { organizationId: number; value: number | null; knownName: string | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const search = useSelectSearch();
  const people = usePeople(organizationId, search.query);
  return (
    <SearchedSelect
      search={search}
      results={people}
      labelOf={(person) => person.name}
      fallbackLabel={(id) => knownName ?? `#${id}`}
      value={value}
      onChange={onChange}
      label={t('activity.filters.person')}
      placeholder={t('activity.filters.all_people')}
      icon={<IconUser size={16} />}
      searchingMessage={t('activity.filters.searching')}
      nothingFoundMessage={t('activity.filters.no_people')}
      width={240}
    />
  );
}

export function ActivityFilters({ organizationId, kinds, state, knownName, onChange }: Props) {
  const { t } = useTranslation();
  const change = (next: Partial<ActivityListState>) => onChange({ ...state, ...next, page: FIRST_PAGE });
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label={t('activity.filters.label')}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <PersonFilter organizationId={organizationId} value={state.actorId} knownName={knownName} onChange={(actorId) => change({ actorId })} />
        <Select
          label={t('activity.filters.kind')}
          placeholder={t('activity.filters.all_kinds')}
          leftSection={<IconFilter size={16} />}
          data={kinds.map((kind) => ({ value: kind, label: t(`activity.kinds.${kind}`) }))}
          value={state.kind}
          onChange={(kind) => change({ kind: (kind as ActivityKind | null) ?? null })}
          clearable
          w={{ base: '100%', sm: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Box w={{ base: '100%', sm: 280 }}>
          <DateRangeFilter label={t('activity.filters.dates')} from={state.from} to={state.to} onChange={(range) => change(range)} />
        </Box>
      </Group>
    </Paper>
  );
}
