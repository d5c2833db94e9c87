// Top of the sidebar (spec §2 "Sidebar"): back to the course list, the course name (its
// tooltip shows the full name when the name is cut), the assessment pill and the tags.
import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOOLTIP_LEAVE_DELAY_MS } from '../../../../domain/constants.ts';
import type { CourseTree } from '../../../../domain/schemas/courses.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { CourseTags } from '../components/CourseTags.tsx';
import { treePaths } from '../../../lib/content/treePaths.ts';

export function BackToCourses() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Anchor component={Link} to={homePath(language)} size="sm" fw={500} c="dimmed" underline="hover">
      <Group gap={6} component="span" wrap="nowrap">
        <IconArrowLeft size={16} />
        {t('course_tree.back_to_courses')}
      </Group>
    </Anchor>
  );
}

export function SidebarHeader({ tree }: { tree: CourseTree }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [truncated, setTruncated] = useState(false);
  // Only a name that does not fit gets a tooltip; measured when the pointer or focus arrives.
  const measure = (element: HTMLElement) => setTruncated(element.scrollHeight > element.clientHeight + 1);

  return (
    <Stack gap={10}>
      <BackToCourses />
      <Tooltip
        label={tree.name}
        disabled={!truncated}
        multiline
        maw={320}
        withArrow
        position="right"
        closeDelay={TOOLTIP_LEAVE_DELAY_MS}
      >
        <Anchor
          component={Link}
          to={treePaths.course(language, tree.id)}
          c="var(--mantine-color-black)"
          fw={700}
          size="lg"
          lh={1.3}
          lineClamp={2}
          underline="hover"
          data-testid="sidebar-course-name"
          onMouseEnter={(event) => measure(event.currentTarget)}
          onFocus={(event) => measure(event.currentTarget)}
          style={{ wordBreak: 'break-word' }}
        >
          {tree.name}
        </Anchor>
      </Tooltip>
      {tree.school_assessment_course && (
        <Group gap={6}>
          <Badge color="grape" variant="light" radius="xl" size="sm" data-testid="assessment-pill">
            {t('course_tree.assessment')}
          </Badge>
        </Group>
      )}
      <CourseTags grades={tree.grades} tags={tree.course_tags} size="xs" />
    </Stack>
  );
}

/** The unit count line under the header, e.g. "4 units · 23 topics". */
export function TreeSummary({ tree }: { tree: CourseTree }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('course_tree.units_count', { count: tree.bundles.length })} · {t('course_tree.topics_count', { count: tree.topics_count })}
    </Text>
  );
}
