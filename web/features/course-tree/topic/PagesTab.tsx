// The pages tab of the topic overview (spec §2 "Topic tables"): the lesson's pages in order
// with their name, type (text or video) and status; open one in its editor, reorder them by
// dragging or with the keyboard, delete one after confirming; create a text or video page, or
// generate pages from a PDF or slide deck (GeneratePages.tsx: the button and its progress label).
import { Button, EmptyState, Group, Menu, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconChevronDown, IconFileText, IconPlus, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageType } from '../../../../domain/schemas/content.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useReorderPages } from '../data/topicContent.ts';
import type { PageSummary, TopicWithContent } from '../data/topicContent.ts';
import { contentPaths } from '../../../lib/content/contentPaths.ts';
import { usePageGeneration } from './GeneratePages.tsx';
import { ItemMenu, itemCopySource } from './ItemMenu.tsx';
import { ReorderHint, SectionHeader } from './SectionHeader.tsx';
import { SortableList } from '../../../components/sortable/SortableList.tsx';
import { useTreeHandle } from '../components/treeHandle.ts';
import { FieldCell, MainCell, MenuCell, NameLink, NumberCell, StatusField, TopicTable, TopicTableHead } from './TopicTable.tsx';
import { useItemDeletion } from './useItemDeletion.tsx';
import { mathToPlainText } from '../../../components/math/index.ts';

export type TabRights = {
  /** Reorder (the topic may be edited). */
  canReorder: boolean;
  /** Create items in this topic. */
  canCreate: boolean;
  canDelete: (item: { creator_id: number | null }) => boolean;
};

type Props = {
  topic: TopicWithContent;
  pages: PageSummary[];
  rights: TabRights;
  onDone: (message: string) => void;
  /** Shown below the pages (the lesson's study guides). */
  children?: ReactNode;
};

export function PageTypeLabel({ type }: { type: PageType }) {
  const { t } = useTranslation();
  const Icon = type === 'video' ? IconVideo : IconFileText;
  return (
    <Group gap={6} wrap="nowrap" data-testid="chapter-type">
      <ThemeIcon variant="light" color={type === 'video' ? 'grape' : 'blue'} size={24} radius="md" aria-hidden>
        <Icon size={14} />
      </ThemeIcon>
      <Text size="sm">{t(`topics.content.page_types.${type}`)}</Text>
    </Group>
  );
}

function NewPageMenu({ topicId, variant = 'filled' }: { topicId: number; variant?: 'filled' | 'light' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant={variant} leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          {t('topics.content.new_page')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={contentPaths.newPage(language, topicId, 'text')} leftSection={<IconFileText size={16} />}>
          {t('topics.content.new_text_page')}
        </Menu.Item>
        <Menu.Item component={Link} to={contentPaths.newPage(language, topicId, 'video')} leftSection={<IconVideo size={16} />}>
          {t('topics.content.new_video_page')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function PagesTab({ topic, pages, rights, onDone, children }: Props) {
  const { t } = useTranslation();
  const treeHandle = useTreeHandle();
  const language = useLanguage();
  const reorder = useReorderPages(topic.id);
  const deletion = useItemDeletion(topic, onDone);
  const canReorder = rights.canReorder && pages.length > 1;
  const generation = usePageGeneration(topic);

  return (
    <>
      <section aria-labelledby="pages-heading" data-testid="pages-panel">
        <SectionHeader id="pages-heading" title={t('topics.content.pages_heading')} hint={t('topics.content.pages_hint')}>
          {rights.canCreate && generation.button}
          {rights.canCreate && pages.length > 0 && <NewPageMenu topicId={topic.id} />}
        </SectionHeader>
        {generation.panel}
        {pages.length === 0 ? (
          <Paper withBorder p={40}>
            <EmptyState
              icon={<IconFileText size={28} />}
              variant="light"
              title={t('topics.pages_empty_title')}
              description={rights.canCreate ? t('topics.content.pages_empty_create') : t('topics.pages_listed_here')}
            >
              {rights.canCreate && (
                <EmptyState.Actions>
                  <Button component={Link} to={contentPaths.newPage(language, topic.id, 'text')} leftSection={<IconFileText size={16} />}>
                    {t('topics.content.new_text_page')}
                  </Button>
                  <Button variant="default" component={Link} to={contentPaths.newPage(language, topic.id, 'video')} leftSection={<IconVideo size={16} />}>
                    {t('topics.content.new_video_page')}
                  </Button>
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Paper>
        ) : (
          <TopicTable minWidth={560} labelledBy="pages-heading" testId="pages-table">
            <TopicTableHead
              numbered={{ reorderable: canReorder }}
              columns={[{ label: t('topics.content.columns.page') }, { label: t('topics.content.columns.type'), width: 150 }, { label: t('topics.content.columns.status'), width: 140 }]}
            />
            <SortableList
              items={pages}
              idOf={(page) => page.id}
              nameOf={(page) => mathToPlainText(page.title)}
              handle={treeHandle}
              disabled={!canReorder}
              onReorder={(next) => reorder.mutate(next.map((item) => item.id))}
              table={{ rowTestId: 'page-row' }}
              renderItem={(page, state) => (
                <>
                  <NumberCell row={state} />
                  <MainCell place={{ kind: 'page', id: page.id }}>
                    <NameLink to={contentPaths.page(language, page.id)}>{page.title}</NameLink>
                  </MainCell>
                  <FieldCell label={t('topics.content.columns.type')}>
                    <PageTypeLabel type={page.type} />
                  </FieldCell>
                  <StatusField record={page} />
                  <MenuCell>
                    <ItemMenu
                      label={t('topics.content.page.actions', { name: mathToPlainText(page.title) })}
                      openTo={contentPaths.page(language, page.id)}
                      moveIndex={canReorder ? state.index : undefined}
                      copyMove={itemCopySource(topic, 'chapter', page, mathToPlainText(page.title))}
                      deleteLabel={t('topics.content.page.delete_confirm')}
                      onDelete={
                        rights.canDelete(page) ? () => deletion.ask({ kind: 'chapter', id: page.id, name: mathToPlainText(page.title) }) : undefined
                      }
                    />
                  </MenuCell>
                </>
              )}
            />
          </TopicTable>
        )}
        {canReorder && <ReorderHint>{t('topics.content.pages_reorder_hint')}</ReorderHint>}
      </section>
      {children}
      {deletion.modal}
    </>
  );
}
