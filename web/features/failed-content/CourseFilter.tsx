// The course filter of the failed lists: a searchable pick of the organization's courses the
// actor may open (by name, searched on the server after the §9 500 ms pause), or all courses.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { mathToPlainText } from '../../components/math/index.ts';
import { useCourseOptions } from './data/failedContent.ts';

type Props = {
  organizationId: number;
  value: number | null;
  /** The chosen course's name when the options do not hold it (e.g. from the list's rows). */
  knownName: string | null;
  onChange: (courseId: number | null) => void;
};

export function CourseFilter({ organizationId, value, knownName, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Once a course is chosen the box shows its name: that is not a search.
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), FILTER_DEBOUNCE_MS);
  const options = useCourseOptions(organizationId, debounced);
  const data = useMemo(() => {
    const list = (options.data ?? []).map((course) => ({ value: String(course.id), label: mathToPlainText(course.name) }));
    if (value !== null && !list.some((o) => o.value === String(value))) {
      list.unshift({ value: String(value), label: knownName !== null ? mathToPlainText(knownName) : t('failed.course_number', { id: value }) });
    }
    return list;
  }, [options.data, value, knownName, t]);

  return (
    <Select
      label={t('failed.course_filter')}
      placeholder={t('failed.all_courses')}
      leftSection={<IconBooks size={16} />}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? null);
        onChange(next === null ? null : Number(next));
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: show what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('failed.searching') : t('failed.no_courses')}
      w={{ base: '100%', sm: 360 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
