// The search row and the filter panel of the course list (spec §2): search by course name
// or by tag, sort, and the filters grade, status, creator, tags, subjects, published and
// created dates. Every control edits the draft; the list follows after the debounce.
import {
  Badge,
  Button,
  CloseButton,
  Collapse,
  Divider,
  Group,
  Loader,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_AUTHOR, PUBLISH_STATUSES } from '../../../../domain/constants.ts';
import type { PublishStatus, SortDirection } from '../../../../domain/constants.ts';
import type { OrganizationDetail } from '../../../../domain/schemas/account.ts';
import type { CourseAuthors } from '../../../../domain/schemas/courses.ts';
import { gradeTags, otherTags, subjectGroups, toIds, toValues } from '../tagOptions.ts';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { activeFilterCount } from './listParams.ts';
import type { AuthorFilter, CourseFilters, SearchBy, SortKey } from './listParams.ts';

const sortOptions: Array<{ key: SortKey; sort: SortDirection }> = [
  { key: 'name', sort: 'asc' },
  { key: 'name', sort: 'desc' },
  { key: 'created_at', sort: 'desc' },
  { key: 'created_at', sort: 'asc' },
  { key: 'published_at', sort: 'desc' },
  { key: 'published_at', sort: 'asc' },
];

type SearchRowProps = {
  filters: CourseFilters;
  pending: boolean;
  sortBy: SortKey;
  sort: SortDirection;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onChange: (patch: Partial<CourseFilters>) => void;
  onSort: (sortBy: SortKey, sort: SortDirection) => void;
};

export function SearchRow({ filters, pending, sortBy, sort, filtersOpen, onToggleFilters, onChange, onSort }: SearchRowProps) {
  const { t } = useTranslation();
  const count = activeFilterCount(filters);
  const byTag = filters.searchBy === 'tag';
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <SegmentedControl
        aria-label={t('courses.search.mode_label')}
        value={filters.searchBy}
        onChange={(value) => onChange({ searchBy: value as SearchBy })}
        data={[
          { value: 'name', label: t('courses.search.by_name') },
          { value: 'tag', label: t('courses.search.by_tag') },
        ]}
      />
      <TextInput
        flex={1}
        miw={220}
        type="search"
        aria-label={byTag ? t('courses.search.label_tag') : t('courses.search.label_name')}
        placeholder={byTag ? t('courses.search.placeholder_tag') : t('courses.search.placeholder_name')}
        value={filters.text}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
        leftSection={<IconSearch size={16} />}
        rightSection={
          pending ? (
            <Loader size={14} aria-label={t('courses.search.updating')} />
          ) : filters.text ? (
            <CloseButton size="sm" aria-label={t('courses.search.clear')} onClick={() => onChange({ text: '' })} />
          ) : null
        }
      />
      <Select
        w={210}
        aria-label={t('courses.sort.label')}
        value={`${sortBy}:${sort}`}
        allowDeselect={false}
        onChange={(value) => {
          const [key, direction] = (value ?? 'name:asc').split(':') as [SortKey, SortDirection];
          onSort(key, direction);
        }}
        data={sortOptions.map((o) => ({ value: `${o.key}:${o.sort}`, label: t(`courses.sort.${o.key}_${o.sort}`) }))}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant={filtersOpen || count > 0 ? 'light' : 'default'}
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle variant="filled">
              {count}
            </Badge>
          ) : null
        }
        aria-expanded={filtersOpen}
        aria-controls="course-filters"
        onClick={onToggleFilters}
      >
        {t('courses.filters.toggle')}
      </Button>
    </Group>
  );
}

type PanelProps = {
  opened: boolean;
  filters: CourseFilters;
  detail: OrganizationDetail | undefined;
  authors: CourseAuthors | undefined;
  onChange: (patch: Partial<CourseFilters>) => void;
  onClear: () => void;
};

export function FilterPanel({ opened, filters, detail, authors, onChange, onClear }: PanelProps) {
  const { t } = useTranslation();
  const grades = gradeTags(detail);
  const tags = otherTags(detail);
  const subjects = subjectGroups(detail, { own: t('courses.filters.subjects_own'), country: t('courses.filters.subjects_country') });
  const authorOptions = [
    { value: NO_AUTHOR, label: t('courses.filters.no_author') },
    ...(authors?.authors ?? []).map((a) => ({ value: String(a.id), label: a.name || a.email })),
  ];
  const count = activeFilterCount(filters);
  const nothing = t('courses.filters.nothing_found');

  return (
    <Collapse expanded={opened} id="course-filters">
      <Divider my="md" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('courses.filters.grade')}
          placeholder={t('courses.filters.grade_any')}
          data={grades.map((g) => g.name)}
          value={filters.level}
          onChange={(value) => onChange({ level: value })}
          clearable
          searchable
          nothingFoundMessage={nothing}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('courses.filters.status')}
          placeholder={t('courses.filters.status_any')}
          data={PUBLISH_STATUSES.map((s) => ({ value: s, label: t(`courses.status.${s}`) }))}
          value={filters.publishStatus}
          onChange={(value) => onChange({ publishStatus: (value as PublishStatus | null) ?? null })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('courses.filters.creator')}
          placeholder={filters.userIds.length ? undefined : t('courses.filters.creator_any')}
          data={authorOptions}
          value={toValues(filters.userIds)}
          onChange={(values) =>
            onChange({ userIds: values.map((v): AuthorFilter => (v === NO_AUTHOR ? NO_AUTHOR : Number(v))) })
          }
          searchable
          clearable
          nothingFoundMessage={nothing}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('courses.filters.tags')}
          placeholder={filters.courseTagIds.length ? undefined : t('courses.filters.tags_any')}
          data={tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={toValues(filters.courseTagIds)}
          onChange={(values) => onChange({ courseTagIds: toIds(values) })}
          searchable
          clearable
          nothingFoundMessage={nothing}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('courses.filters.subjects')}
          placeholder={filters.subjectIds.length ? undefined : t('courses.filters.subjects_any')}
          data={subjects}
          value={toValues(filters.subjectIds)}
          onChange={(values) => onChange({ subjectIds: toIds(values) })}
          searchable
          clearable
          nothingFoundMessage={nothing}
          comboboxProps={{ withinPortal: true }}
        />
        <DateRangeFilter
          label={t('courses.filters.created')}
          from={filters.createdFrom}
          to={filters.createdTo}
          onChange={({ from, to }) => onChange({ createdFrom: from, createdTo: to })}
        />
        <DateRangeFilter
          label={t('courses.filters.published')}
          from={filters.publishedFrom}
          to={filters.publishedTo}
          onChange={({ from, to }) => onChange({ publishedFrom: from, publishedTo: to })}
        />
        <Group align="flex-end">
          <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear} disabled={count === 0}>
            {t('courses.filters.clear')}
          </Button>
        </Group>
      </SimpleGrid>
    </Collapse>
  );
}
