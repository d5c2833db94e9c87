// The Create menu for teachers (spec §2 "Course list"): Course, and Assessment for
// organizations that manage assessments (guard 'create_assessment'). Only for those who may
// create.
import { Button, Menu, Text } from '@mantine/core';
import { IconBook2, IconChevronDown, IconClipboardCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guardRoute } from '../../../../domain/access/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useSignedIn } from '../../auth/index.ts';

export function useCreatePermissions() {
  const { access, facts } = useSignedIn();
  return {
    course: access.canCreate && guardRoute(access, facts, 'content'),
    assessment: guardRoute(access, facts, 'content') && guardRoute(access, facts, 'create_assessment'),
  };
}

export function CreateMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCreatePermissions();
  if (!can.course) return null;
  if (!can.assessment) {
    return (
      <Button component={Link} to={`/${language}/courses/new`} leftSection={<IconPlus size={18} />}>
        {t('courses.new_course')}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" width={280}>
      <Menu.Target>
        <Button leftSection={<IconPlus size={18} />} rightSection={<IconChevronDown size={16} />}>
          {t('courses.create')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/${language}/courses/new`} leftSection={<IconBook2 size={20} />}>
          <Text size="sm" fw={600}>
            {t('courses.create_course')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('courses.create_course_description')}
          </Text>
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/${language}/assessment_courses/new`}
          leftSection={<IconClipboardCheck size={20} />}
        >
          <Text size="sm" fw={600}>
            {t('courses.create_assessment')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('courses.create_assessment_description')}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
