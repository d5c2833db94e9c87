// The course filter of the failed lists: a searchable pick of the organization's courses the
// actor may open (by name, searched on the server after the §9 500 ms pause), or all courses.
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchedSelect, useSelectSearch } from '../../components/SearchedSelect.tsx';
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
  const search = useSelectSearch();
  const options = useCourseOptions(organizationId, search.query);
  return (
    <SearchedSelect
      search={search}
      results={options}
      labelOf={(course) => mathToPlainText(course.name)}
      fallbackLabel={(id) => (knownName !== null ? mathToPlainText(knownName) : t('failed.course_number', { id }))}
      value={value}
      onChange={onChange}
      label={t('failed.course_filter')}
      placeholder={t('failed.all_courses')}
      icon={<IconBooks size={16} />}
      searchingMessage={t('failed.searching')}
      nothingFoundMessage={t('failed.no_courses')}
      width={360}
    />
  );
}
