// The four target lists (spec §2 "Copy/Move modal"): the user's organizations where they may
// create content, an organization's courses (searched by name after 500 ms, §5), a course's
// units and a unit's topics. At the kind's target level a row is a choice; above it, a row
// opens the next level.
import { Button, Center, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../auth/index.ts';
import { canAddUnder, useTargetCourses, useTargetTopics, useTargetTree } from '../data/hooks.ts';
import type { TargetOrganization } from '../data/hooks.ts';
import { holdsSource } from '../flow.ts';
import type { Level } from '../flow.ts';
import type { CopySource } from '../types.ts';
import { TargetRow } from './TargetRow.tsx';
import type { Blocked } from './TargetRow.tsx';

export type Choice = { id: number; name: string };

type ListProps = {
  source: CopySource;
  /** This list is where the target is chosen. */
  choosing: boolean;
  /** Moving: the current place cannot be chosen. */
  moving: boolean;
  selected: Choice | null;
  onSelect: (choice: Choice) => void;
};

const SEARCH_DEBOUNCE_MS = 500;

/** Out of sight but read aloud (the usual visually-hidden rule). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A long list scrolls inside the modal, so the step's buttons stay in view. */
function Scroll({ children }: { children: ReactNode }) {
  return (
    <ScrollArea.Autosize mah="min(380px, 45vh)" type="auto" offsetScrollbars="y" data-testid="target-scroll">
      {children}
    </ScrollArea.Autosize>
  );
}

type RowsProps = { level: Level; choosing: boolean; selected: Choice | null; onSelect: (c: Choice) => void; rows: Choice[]; children: ReactNode };

/** A list's rows: radio choices where the target is chosen, plain rows (each opening the next level) above it. */
function Rows({ level, choosing, selected, onSelect, rows, children }: RowsProps) {
  const { t } = useTranslation();
  if (!choosing) return <Stack gap={6}>{children}</Stack>;
  return (
    <Radio.Group
      value={selected ? String(selected.id) : null}
      onChange={(value) => {
        const row = rows.find((item) => String(item.id) === value);
        if (row) onSelect(row);
      }}
      // The group's name: Mantine names the radiogroup element by its label only (an
      // aria-label stays on the wrapper). The step's heading shows the same words, so the
      // label is for screen readers alone.
      label={t(`copy_move.target.label.${level}`)}
      styles={{ label: VISUALLY_HIDDEN }}
    >
      <Stack gap={6}>{children}</Stack>
    </Radio.Group>
  );
}

/**
 * Why a course, unit or topic row may not be chosen: the teacher may not open it, it is the
 * place the record is moving from, or they may not add under it. Above the target level
 * only a locked row is held back.
 */
function useBlockedOf(level: Exclude<Level, 'organizations'>, organization: TargetOrganization | undefined, { source, choosing, moving }: ListProps) {
  const { user } = useSignedIn();
  return (row: { id: number; creator_id: number | null; accessible: boolean }): Blocked => {
    if (!row.accessible) return 'locked';
    if (!choosing) return null;
    if (moving && holdsSource(source, level, row.id)) return 'here';
    return canAddUnder(organization, row, user.id) ? null : 'not_allowed';
  };
}

function Status({ loading, failed, empty, onRetry }: { loading: boolean; failed: boolean; empty: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Stack gap="xs" align="center" py="md" role="alert">
        <Text size="sm" c="red.7">
          {t('copy_move.target.fetch_failed')}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('copy_move.target.retry')}
        </Button>
      </Stack>
    );
  }
  if (loading) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return empty ? (
    <Text size="sm" c="dimmed" py="md" ta="center">
      {empty}
    </Text>
  ) : null;
}

export function OrganizationList({ organizations, onOpen, ...props }: ListProps & { organizations: TargetOrganization[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const rows = organizations.filter((organization) => organization.canCreate);
  const items = rows.map((organization) => {
    const current = holdsSource(props.source, 'organizations', organization.id);
    return (
      <TargetRow
        key={organization.id}
        id={organization.id}
        name={organization.name}
        current={current}
        blocked={null}
        mode={props.choosing ? 'select' : 'open'}
        onOpen={() => onOpen(organization.id)}
      />
    );
  });
  if (rows.length === 0) return <Status loading={false} failed={false} empty={t('copy_move.target.no_organizations')} onRetry={() => {}} />;
  return (
    <Scroll>
      <Rows level="organizations" choosing={props.choosing} selected={props.selected} onSelect={props.onSelect} rows={rows}>
        {items}
      </Rows>
    </Scroll>
  );
}

export function CourseList({ organization, onOpen, ...props }: ListProps & { organization: TargetOrganization | undefined; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const courses = useTargetCourses(organization?.id ?? null, q);
  const rows = courses.data?.pages.flatMap((page) => page.items) ?? [];
  const blockedOf = useBlockedOf('courses', organization, props);
  const items = rows.map((course) => (
    <TargetRow
      key={course.id}
      id={course.id}
      name={course.name}
      details={t('course_tree.units_count', { count: course.bundles_count })}
      current={holdsSource(props.source, 'courses', course.id)}
      blocked={blockedOf(course)}
      mode={props.choosing ? 'select' : 'open'}
      onOpen={() => onOpen(course.id)}
    />
  ));
  return (
    <Stack gap="sm">
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('copy_move.target.search_placeholder')}
        aria-label={t('copy_move.target.search_label')}
        leftSection={<IconSearch size={16} />}
      />
      <Status
        loading={courses.isPending}
        failed={courses.isError}
        empty={courses.isSuccess && rows.length === 0 ? (q ? t('copy_move.target.no_match', { query: q }) : t('copy_move.target.no_courses')) : null}
        onRetry={() => void courses.refetch()}
      />
      {rows.length > 0 && (
        <Scroll>
          <Rows level="courses" choosing={props.choosing} selected={props.selected} onSelect={props.onSelect} rows={rows}>
            {items}
          </Rows>
          {courses.hasNextPage && (
            <Button variant="subtle" size="xs" mt="xs" fullWidth onClick={() => void courses.fetchNextPage()} loading={courses.isFetchingNextPage}>
              {t('copy_move.target.more')}
            </Button>
          )}
        </Scroll>
      )}
    </Stack>
  );
}

export function UnitList({ organization, courseId, onOpen, ...props }: ListProps & { organization: TargetOrganization | undefined; courseId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const tree = useTargetTree(courseId);
  const rows = tree.data?.bundles ?? [];
  const blockedOf = useBlockedOf('units', organization, props);
  const items = rows.map((unit) => (
    <TargetRow
      key={unit.id}
      id={unit.id}
      name={unit.name}
      details={t('course_tree.topics_count', { count: unit.topics.length })}
      current={holdsSource(props.source, 'units', unit.id)}
      blocked={blockedOf(unit)}
      mode={props.choosing ? 'select' : 'open'}
      onOpen={() => onOpen(unit.id)}
    />
  ));
  return (
    <>
      <Status
        loading={tree.isPending}
        failed={tree.isError}
        empty={tree.isSuccess && rows.length === 0 ? t('copy_move.target.no_units') : null}
        onRetry={() => void tree.refetch()}
      />
      {rows.length > 0 && (
        <Scroll>
          <Rows level="units" choosing={props.choosing} selected={props.selected} onSelect={props.onSelect} rows={rows}>
            {items}
          </Rows>
        </Scroll>
      )}
    </>
  );
}

export function TopicList({ organization, courseId, unitId, ...props }: ListProps & { organization: TargetOrganization | undefined; courseId: number; unitId: number }) {
  const { t } = useTranslation();
  const topics = useTargetTopics(unitId);
  // The course tree says which topics the teacher may open and who made them.
  const tree = useTargetTree(courseId);
  const known = new Map(tree.data?.bundles.find((unit) => unit.id === unitId)?.topics.map((topic) => [topic.id, topic]) ?? []);
  const rows = [...(topics.data ?? [])].sort((a, b) => a.position - b.position);
  const blocked = useBlockedOf('topics', organization, { ...props, choosing: true });
  // A topic the tree does not know (yet) counts as open and made by no one.
  const blockedOf = (id: number) => blocked(known.get(id) ?? { id, creator_id: null, accessible: true });
  return (
    <>
      <Status
        loading={topics.isPending || tree.isPending}
        failed={topics.isError}
        empty={topics.isSuccess && rows.length === 0 ? t('copy_move.target.no_topics') : null}
        onRetry={() => void topics.refetch()}
      />
      {rows.length > 0 && !tree.isPending && (
        <Scroll>
          <Rows level="topics" choosing selected={props.selected} onSelect={props.onSelect} rows={rows}>
            {rows.map((topic) => (
              <TargetRow key={topic.id} id={topic.id} name={topic.name} current={holdsSource(props.source, 'topics', topic.id)} blocked={blockedOf(topic.id)} mode="select" />
            ))}
          </Rows>
        </Scroll>
      )}
    </>
  );
}
