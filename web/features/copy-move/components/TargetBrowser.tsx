// Step 2 of the modal: browse to the target. A breadcrumb (organizations › organization ›
// course › unit) goes back up; the list below is the level the browser is at. The
// organizations are offered only when the user may create content in more than one, or when
// an organization is the target (a course copy).
import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { levelOf, targetLevel } from '../flow.ts';
import type { Browse } from '../flow.ts';
import type { TargetOrganization } from '../data/hooks.ts';
import { useTargetTree } from '../data/hooks.ts';
import type { CopySource } from '../types.ts';
import { CourseList, OrganizationList, TopicList, UnitList } from './TargetLists.tsx';
import type { Choice } from './TargetLists.tsx';

type Props = {
  source: CopySource;
  moving: boolean;
  organizations: TargetOrganization[];
  browse: Browse;
  onBrowse: (browse: Browse) => void;
  selected: Choice | null;
  onSelect: (choice: Choice) => void;
};

export function TargetBrowser({ source, moving, organizations, browse, onBrowse, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const level = levelOf(browse);
  const goal = targetLevel(source.kind);
  const tree = useTargetTree(browse.courseId);
  const organization = organizations.find((item) => item.id === browse.organizationId);
  const creatable = organizations.filter((item) => item.canCreate);
  const showOrganizations = goal === 'organizations' || creatable.length > 1;
  const list = { source, moving, selected, onSelect, choosing: level === goal };

  type Crumb = { key: string; label: string; to: Browse | null };
  const crumbs: Crumb[] = [];
  // A course copy chooses among the organizations and never goes deeper: the heading says it
  // all, and an "Organizations" crumb under it would only repeat it.
  if (showOrganizations && goal !== 'organizations') crumbs.push({ key: 'orgs', label: t('copy_move.target.organizations'), to: { organizationId: null, courseId: null, unitId: null } });
  if (browse.organizationId !== null) {
    crumbs.push({ key: 'org', label: organization?.name ?? '…', to: { organizationId: browse.organizationId, courseId: null, unitId: null } });
  }
  if (browse.courseId !== null) {
    crumbs.push({ key: 'course', label: tree.data?.name ?? '…', to: { ...browse, unitId: null } });
  }
  if (browse.unitId !== null) {
    crumbs.push({ key: 'unit', label: tree.data?.bundles.find((unit) => unit.id === browse.unitId)?.name ?? '…', to: null });
  }

  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {t(`copy_move.target.label.${goal}`)}
      </Text>
      {crumbs.length > 0 && (
        <Breadcrumbs separatorMargin={4} aria-label={t('copy_move.target.breadcrumb')} style={{ flexWrap: 'wrap', rowGap: 4 }} data-testid="target-breadcrumb">
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 || crumb.to === null ? (
              <Text key={crumb.key} size="sm" fw={600} aria-current="location">
                {crumb.label}
              </Text>
            ) : (
              <Anchor key={crumb.key} component="button" type="button" size="sm" onClick={() => onBrowse(crumb.to!)}>
                {crumb.label}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      )}
      <div data-testid={`target-level-${level}`}>
        {level === 'organizations' && (
          <OrganizationList {...list} organizations={organizations} onOpen={(id) => onBrowse({ organizationId: id, courseId: null, unitId: null })} />
        )}
        {level === 'courses' && (
          <CourseList
            key={browse.organizationId}
            {...list}
            organization={organization}
            onOpen={(id) => onBrowse({ organizationId: browse.organizationId, courseId: id, unitId: null })}
          />
        )}
        {level === 'units' && browse.courseId !== null && (
          <UnitList {...list} organization={organization} courseId={browse.courseId} onOpen={(id) => onBrowse({ ...browse, unitId: id })} />
        )}
        {level === 'topics' && browse.courseId !== null && browse.unitId !== null && (
          <TopicList {...list} organization={organization} courseId={browse.courseId} unitId={browse.unitId} />
        )}
      </div>
    </Stack>
  );
}
