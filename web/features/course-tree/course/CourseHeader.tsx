// The head of the course overview: icon, kind, name, status, tags, subjects, description, the
// introductory video, counts, and the actions the teacher may take (edit the course, add a
// unit, export its questions or the course as another tool's file, copy the course to an
// organization, see its activity, delete the course).
import { ActionIcon, Anchor, Avatar, Badge, Button, Group, Menu, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconActivity, IconBook2, IconCopy, IconDots, IconPencil, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { activityPaths, useActivityRights } from '../../activity/index.ts';
import { useCopyMove, useCopyMoveRights } from '../../copy-move/index.ts';
import { ExportQuestionsMenu } from '../../interchange/index.ts';
import { PublishActions } from '../../publishing/index.ts';
import { CourseTags } from '../components/CourseTags.tsx';
import { PublishBadges, PublishedOn } from '../components/StatusBadge.tsx';
import { treePaths } from '../../../lib/content/treePaths.ts';
import { PresenceAvatars, usePresence } from '../../presence/index.ts';

type Props = {
  course: Course;
  unitsCount: number;
  topicsCount: number;
  canEdit: boolean;
  canAddUnit: boolean;
  canDelete: boolean;
  onDelete: () => void;
};

export function CourseHeader({ course, unitsCount, topicsCount, canEdit, canAddUnit, canDelete, onDelete }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const copyMove = useCopyMove();
  const { canCopy } = useCopyMoveRights();
  const canSeeActivity = useActivityRights().course;
  const others = usePresence('course', course.id);
  const copyCourse = () =>
    copyMove.open({ kind: 'course', id: course.id, name: course.name, organization_id: course.organization_id, course_id: course.id, action: 'copy' });
  return (
    <Paper withBorder p="xl" mb="xl" data-testid="course-header">
      {/* The title takes the room; on a narrow screen the buttons go below it rather than squeeze it. */}
      <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
        <Avatar src={course.icon_url} radius="md" size={64} color="pena" variant="light" alt={t('course_tree.course_icon')} data-testid="course-icon">
          <IconBook2 size={30} />
        </Avatar>
        <Stack gap={8} miw={0} flex="1 1 220px">
          <Group gap={8}>
            <Text size="xs" fw={700} tt="uppercase" c="pena.7" lts={0.6}>
              {course.school_assessment_course ? t('course_tree.assessment_course') : t('course_tree.course')}
            </Text>
            <PublishBadges record={course} />
            <PublishedOn record={course} size="xs" />
          </Group>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Title order={1} style={{ wordBreak: 'break-word' }}>
              {course.name}
            </Title>
            <PresenceAvatars people={others} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('course_tree.units_count', { count: unitsCount })} · {t('course_tree.topics_count', { count: topicsCount })}
            {course.creator && <> · {t('course_tree.created_by', { name: course.creator.name || course.creator.email })}</>}
          </Text>
          <CourseTags grades={course.grades} tags={course.course_tags} />
          {course.subjects.length > 0 && (
            <Group gap={6} data-testid="course-subjects">
              <Text size="xs" c="dimmed" fw={600}>
                {t('course_tree.subjects_label')}
              </Text>
              {course.subjects.map((subject) => (
                <Badge key={subject.id} variant="outline" color="gray" radius="sm" tt="none">
                  {subject.name}
                </Badge>
              ))}
            </Group>
          )}
          {course.description.trim() !== '' && (
            <Spoiler maxHeight={72} showLabel={t('course_tree.show_more')} hideLabel={t('course_tree.show_less')} mt={4}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {course.description}
              </Text>
            </Spoiler>
          )}
          {course.introductory_video_url && (
            <Anchor href={course.introductory_video_url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} w="fit-content">
              <Group gap={6} component="span" wrap="nowrap">
                <IconPlayerPlay size={16} />
                {t('course_tree.intro_video')}
              </Group>
            </Anchor>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <PublishActions courseId={course.id} />
          <ExportQuestionsMenu scope="course" id={course.id} />
          {canEdit && (
            <Button variant="default" component={Link} to={treePaths.editCourse(language, course.id)} leftSection={<IconPencil size={16} />}>
              {t('course_tree.edit_course')}
            </Button>
          )}
          {canAddUnit && (
            <Button component={Link} to={treePaths.newUnit(language, course.id)} leftSection={<IconPlus size={16} />}>
              {t('units.new')}
            </Button>
          )}
          {(canCopy || canSeeActivity || canDelete) && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('course_tree.more_actions')}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canCopy && (
                  <Menu.Item leftSection={<IconCopy size={16} />} onClick={copyCourse}>
                    {t('copy_move.copy_course')}
                  </Menu.Item>
                )}
                {canSeeActivity && (
                  <Menu.Item component={Link} to={activityPaths.course(language, course.id)} leftSection={<IconActivity size={16} />} data-testid="activity-link">
                    {t('activity.course_link')}
                  </Menu.Item>
                )}
                {canDelete && (
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    {t('course_tree.delete_course')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
