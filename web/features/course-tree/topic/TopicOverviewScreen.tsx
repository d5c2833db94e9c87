// {lang}/topics/{topicId} and {lang}/topics/{topicId}/questions: the topic overview (spec §2):
// where it sits (course › unit), its settings, edit, copy or move it (the Copy/Move modal,
// which the tables' item menus open too), delete, and the
// pages and questions tabs: the tables of pages (with the study guides) and of questions
// (with the passages), each item opening in its editor.
import { ActionIcon, Anchor, Button, Group, Menu, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowsMove, IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import type { Topic } from '../../../../domain/schemas/courses.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { SuccessBanner, useFlash, withFlash } from '../../../components/feedback/index.ts';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useRecordOrganization } from '../../auth/index.ts';
import { CopyMoveHost, useCopyMoveActions } from '../../copy-move/index.ts';
import { PreviewButton } from '../../preview/index.ts';
import { DeleteContentModal } from '../components/DeleteContentModal.tsx';
import { ContentError, InaccessibleCourse, MissingContent } from '../components/InaccessibleCourse.tsx';
import { PlaceBreadcrumbs } from '../components/PlaceBreadcrumbs.tsx';
import { PublishBadges, PublishedOn } from '../components/StatusBadge.tsx';
import { useRecordAccess } from '../components/useRecordAccess.ts';
import { useDeleteTopic } from '../data/mutations.ts';
import { parseId, useTopic } from '../data/hooks.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';
import { TopicContentTabs } from './TopicContentTabs.tsx';
import { TopicSettings } from './TopicSettings.tsx';
import { PresenceAvatars, usePresence } from '../../presence/index.ts';
import { TopicPresenceContext } from './TopicTable.tsx';

export function TopicOverviewScreen() {
  return (
    <CopyMoveHost>
      <TopicOverview />
    </CopyMoveHost>
  );
}

function TopicOverview() {
  const { t } = useTranslation();
  const describeFailure = useFailureMessage();
  // One screen for both addresses, so switching tabs keeps the page (and its banner) in place.
  const tab = useMatch('/:lang/topics/:topicId/questions') ? 'questions' : 'pages';
  const language = useLanguage();
  const navigate = useNavigate();
  const topicId = parseId(useParams().topicId);
  const topic = useTopic(topicId);
  const others = usePresence('topic', topic.data?.accessible ? topicId : null);
  useRecordOrganization(topic.data?.organization_id);
  const flash = useFlash();
  const rights = useRecordAccess();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTopic();
  useScreenTitle(topic.data?.name ?? t('topics.topic'));

  if (topicId === null) return <MissingContent />;
  if (topic.isError) {
    return <ContentError error={topic.error} fetchFailed={t('topics.fetch_failed')} onRetry={() => void topic.refetch()} />;
  }
  if (!topic.data) {
    return (
      <Stack gap="md" aria-busy data-testid="topic-loading">
        <Skeleton height={18} width={260} />
        <Skeleton height={34} width="55%" />
        <Skeleton height={120} radius="lg" mt="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  }
  const data = topic.data;
  if (!data.accessible) return <InaccessibleCourse />;
  const canEdit = rights.canEdit(data);
  const canDelete = rights.canDelete(data);

  return (
    <>
      <SuccessBanner message={flash.message} onDismiss={flash.dismiss} />
      <PlaceBreadcrumbs data-testid="topic-breadcrumbs">
        <Anchor component={Link} to={treePaths.course(language, data.course_id)} size="sm">
          {data.course_name}
        </Anchor>
        <Anchor component={Link} to={treePaths.unit(language, data.bundle_id)} size="sm">
          {data.bundle_name}
        </Anchor>
      </PlaceBreadcrumbs>
      {/* The title takes the room; on a narrow screen the buttons go below it rather than squeeze it. */}
      <Group justify="space-between" align="flex-start" gap="md" mb="xl" wrap="wrap">
        <Stack gap={6} miw={0} flex="1 1 260px">
          <Group gap="sm" miw={0}>
            <Title order={1} style={{ wordBreak: 'break-word' }}>
              {data.name}
            </Title>
            <PublishBadges record={data} />
            <PresenceAvatars people={others} />
          </Group>
          <PublishedOn record={data} />
        </Stack>
        <TopicActions
          topic={data}
          canEdit={canEdit}
          canDelete={canDelete}
          onDelete={() => {
            remove.reset();
            setDeleting(true);
          }}
        />
      </Group>

      <TopicSettings topic={data} canEdit={canEdit} />
      <TopicPresenceContext.Provider value={others}>
        <TopicContentTabs
          topic={data}
          tab={tab}
          rights={{
            canEditTopic: canEdit,
            canReorder: canEdit,
            canCreate: rights.canAddTo(data),
            canDelete: (item) => canEdit && rights.canDelete(item),
          }}
          onDone={flash.show}
        />
      </TopicPresenceContext.Provider>

      <DeleteContentModal
        kind="topic"
        name={data.name}
        opened={deleting}
        loading={remove.isPending}
        error={remove.isError ? describeFailure(remove.error, t('topics.delete_failed')) : null}
        onConfirm={() =>
          remove.mutate(data, {
            onSuccess: () => {
              void navigate(treePaths.unit(language, data.bundle_id), withFlash(t('topics.deleted', { name: data.name })));
            },
          })
        }
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** Preview, copy, edit, and the menu with move and delete, beside the topic's title. */
function TopicActions({ topic, canEdit, canDelete, onDelete }: { topic: Topic; canEdit: boolean; canDelete: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { canCopy, canMove, open } = useCopyMoveActions(
    { kind: 'topic', id: topic.id, name: topic.name, organization_id: topic.organization_id, course_id: topic.course_id, bundle_id: topic.bundle_id },
    topic,
  );
  return (
    <Group gap="xs" wrap="wrap">
      <PreviewButton topicId={topic.id} />
      {canCopy && (
        <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => open('copy')}>
          {t('copy_move.copy_to')}
        </Button>
      )}
      {(canEdit || canDelete) && (
        <Group gap="xs" wrap="nowrap">
          {canEdit && (
            <Button variant="default" component={Link} to={treePaths.editTopic(language, topic.id)} leftSection={<IconPencil size={16} />}>
              {t('topics.edit')}
            </Button>
          )}
          {(canMove || canDelete) && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('topics.actions', { name: topic.name })}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canMove && (
                  <Menu.Item leftSection={<IconArrowsMove size={16} />} onClick={() => open('move')}>
                    {t('copy_move.move_to')}
                  </Menu.Item>
                )}
                {canDelete && (
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    {t('topics.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      )}
    </Group>
  );
}
