// The three tabs of the tags page, each read from the organization in full: grade tags (in
// school order), other tags, and subjects — the organization's own, which it manages, beside
// the country's, which every school shares and nobody changes here.
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareGradeNames } from '../../../domain/grades.ts';
import { QueryError } from '../../components/QueryError.tsx';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { useSignedIn } from '../auth/index.ts';
import { useOrganization } from '../organizations/index.ts';
import type { TagType } from './data/tags.ts';
import { ManagedNameList } from './ManagedNameList.tsx';
import { matchesSearch } from './nameMatch.ts';
import type { NameRow } from './NameTable.tsx';
import { NameTable } from './NameTable.tsx';

function useDetail() {
  const { organization } = useSignedIn();
  return useOrganization(organization.id);
}

function CourseTagList({ type }: { type: TagType }) {
  const language = useLanguage();
  const detail = useDetail();
  const rows = useMemo(
    () =>
      detail.data?.course_tags
        .filter((tag) => tag.type === type)
        .map((tag) => ({ id: tag.id, name: tag.name, count: tag.count })) ?? null,
    [detail.data, type],
  );
  if (detail.isError) return <QueryError error={detail.error} courseListPath={homePath(language)} />;
  return <ManagedNameList kind={type} items={rows} />;
}

export function GradeTagList() {
  return <CourseTagList type="grade" />;
}

export function OtherTagList() {
  return <CourseTagList type="other" />;
}

export function SubjectList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useDetail();
  const own = useMemo(() => detail.data?.subjects.map(({ id, name }) => ({ id, name })) ?? null, [detail.data]);
  const country = useMemo(() => detail.data?.country_subjects.map(({ id, name }) => ({ id, name })) ?? null, [detail.data]);
  const countryNames = useMemo(() => (country ?? []).map((row) => row.name), [country]);
  if (detail.isError) return <QueryError error={detail.error} courseListPath={homePath(language)} />;

  return (
    <ManagedNameList
      kind="subject"
      items={own}
      reservedNames={countryNames}
      heading={<SectionHeading title={t('tags.own_heading')} description={t('tags.own_description')} />}
      aside={(search) => <CountrySubjects rows={country} search={search} />}
    />
  );
}

function SectionHeading({ title, description, locked = false }: { title: string; description: string; locked?: boolean }) {
  // Side by side, both headings take the same height so the two tables start level.
  return (
    <Box mih={{ base: 0, md: 66 }}>
      <Group gap={6} wrap="nowrap">
        {locked && <IconLock size={16} color="var(--mantine-color-dimmed)" aria-hidden />}
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Box>
  );
}

function CountrySubjects({ rows, search }: { rows: NameRow[] | null; search: string }) {
  const { t } = useTranslation();
  const shown = useMemo(
    () => rows?.filter((row) => matchesSearch(row.name, search)).sort((a, b) => compareGradeNames(a.name, b.name)) ?? null,
    [rows, search],
  );
  return (
    <Stack gap="sm" component="section" aria-label={t('tags.country_heading')}>
      <SectionHeading title={t('tags.country_heading')} description={t('tags.country_description')} locked />
      <NameTable
        aria-label={t('tags.list_country')}
        rows={shown}
        total={rows?.length ?? 0}
        search={search}
        nameHeader={t('tags.column_subject')}
        showCounts={false}
        empty={{ title: t('tags.empty_country') }}
      />
    </Stack>
  );
}
