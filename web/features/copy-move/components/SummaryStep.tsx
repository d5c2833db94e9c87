// The last step before confirming: what will happen, in one sentence naming the record and
// the target (with its course and organization), what follows from it (the copy starts
// unpublished; a move goes to the end and keeps its history; linked questions), and warnings:
// a course shared with other people, another organization.
import { Alert, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COPY_TARGET_KIND } from '../../../../domain/schemas/copying.ts';
import type { CopyAction } from '../../../../domain/schemas/copying.ts';
import { useSignedIn } from '../../auth/index.ts';
import { useCourse } from '../../courses/index.ts';
import { currentParentId, hasLinkOption, targetLevel } from '../flow.ts';
import type { Browse } from '../flow.ts';
import { useTargetTree } from '../data/hooks.ts';
import type { TargetOrganization } from '../data/hooks.ts';
import type { CopySource } from '../types.ts';
import type { Choice } from './TargetLists.tsx';
import { screenWord } from '../../../lib/screenWords.ts';

type Props = {
  source: CopySource;
  action: CopyAction;
  target: Choice;
  browse: Browse;
  organizations: TargetOrganization[];
  includeLinked: boolean;
};

/** Kinds whose copy in its own place gets "(copy)" after its name. */
const SUFFIXED = new Set(['course', 'bundle', 'topic', 'chapter']);

export function useTargetPlace(source: CopySource, target: Choice, browse: Browse, organizations: TargetOrganization[]) {
  const goal = targetLevel(source.kind);
  const organizationId = goal === 'organizations' ? target.id : browse.organizationId;
  const courseId = goal === 'organizations' ? null : goal === 'courses' ? target.id : browse.courseId;
  const tree = useTargetTree(goal === 'units' || goal === 'topics' ? courseId : null);
  return {
    organizationId,
    courseId,
    organization: organizations.find((item) => item.id === organizationId)?.name ?? '',
    course: goal === 'courses' ? target.name : (tree.data?.name ?? ''),
    unit: goal === 'units' ? target.name : (tree.data?.bundles.find((unit) => unit.id === browse.unitId)?.name ?? ''),
  };
}

export function SummaryStep({ source, action, target, browse, organizations, includeLinked }: Props) {
  const { t } = useTranslation();
  const place = useTargetPlace(source, target, browse, organizations);
  const kind = t(`copy_move.kinds.${screenWord(source.kind)}`);
  const sentence = t(`copy_move.summary.${action}.${screenWord(COPY_TARGET_KIND[source.kind])}`, {
    kind,
    name: source.name,
    organization: place.organization,
    course: place.course,
    unit: place.unit,
    topic: target.name,
  });
  const notes: string[] = [];
  if (action === 'copy') {
    notes.push(t('copy_move.summary.copy_unpublished'));
    if (target.id === currentParentId(source) && SUFFIXED.has(source.kind)) notes.push(t('copy_move.summary.copy_same_place'));
  } else {
    notes.push(t('copy_move.summary.move_end', { target: target.name }));
  }
  if (hasLinkOption(source.kind)) notes.push(t(includeLinked ? 'copy_move.summary.linked_on' : 'copy_move.summary.linked_off'));

  const otherOrganization = place.organizationId !== null && place.organizationId !== source.organization_id;

  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {t('copy_move.summary.heading')}
      </Text>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text size="sm" fw={500} data-testid="copy-move-summary" style={{ wordBreak: 'break-word' }}>
          {sentence}
        </Text>
        <List size="sm" mt="xs" spacing={4} c="dimmed" icon={<IconInfoCircle size={14} />} center>
          {notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      </Paper>
      {place.courseId !== null && <SharedWarning courseId={place.courseId} kind={kind} />}
      {otherOrganization && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="organization-warning" role="note">
          {action === 'move'
            ? t('copy_move.summary.other_org_move', { organization: place.organization, kind })
            : t('copy_move.summary.other_org_copy', { organization: place.organization })}
        </Alert>
      )}
    </Stack>
  );
}

/** A course shared with selected people (its share settings): they will see what comes in. */
function SharedWarning({ courseId, kind }: { courseId: number; kind: string }) {
  const { t } = useTranslation();
  const { user } = useSignedIn();
  const course = useCourse(courseId);
  const sharing = course.data?.share_settings;
  if (!course.data || !sharing?.enabled || !sharing.user_ids.some((id) => id !== user.id)) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="shared-warning" role="note">
      {t('copy_move.summary.shared_warning', { course: course.data.name, kind })}
    </Alert>
  );
}
