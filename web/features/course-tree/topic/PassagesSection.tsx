// The topic's passages (question references, spec §3), under its questions: each with its
// title (or a preview of its text), how many questions are linked to it, and its status;
// open one in its editor, copy or move it, or delete it (its questions stay, unlinked).
import { Box, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MathText, mathToPlainText } from '../../../components/math/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import type { PassageSummary, TopicWithContent } from '../data/topicContent.ts';
import { contentPaths } from '../../../lib/content/contentPaths.ts';
import type { DeletingItem } from './DeleteItemModal.tsx';
import { ItemMenu, itemCopySource } from './ItemMenu.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import { FieldCell, MainCell, MenuCell, NameLink, ReadOnlyBadge, StatusField, TopicTable, TopicTableHead } from './TopicTable.tsx';
import type { TabRights } from './PagesTab.tsx';

/** A passage's title, or "Passage 2" when it has none. */
export function usePassageName() {
  const { t } = useTranslation();
  return (passage: Pick<PassageSummary, 'title' | 'position'>) =>
    passage.title.trim() !== '' ? passage.title.trim() : t('topics.content.passage_number', { number: passage.position });
}

type Props = {
  topic: TopicWithContent;
  passages: PassageSummary[];
  rights: TabRights;
  onDelete: (item: DeletingItem) => void;
};

export function PassagesSection({ topic, passages, rights, onDelete }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const passageName = usePassageName();

  return (
    <section aria-labelledby="passages-heading" data-testid="passages-section" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
      <SectionHeader id="passages-heading" title={t('topics.content.passages_heading')} hint={t('topics.content.passages_hint')}>
        <Text size="sm" c="dimmed">
          {t('topics.content.passages_count', { count: passages.length })}
        </Text>
      </SectionHeader>
      {passages.length === 0 ? (
        <Paper withBorder p="md" bg="gray.0" data-testid="passages-empty">
          <Text size="sm" c="dimmed">
            {t('topics.content.passages_empty')}
          </Text>
        </Paper>
      ) : (
        <TopicTable minWidth={560} labelledBy="passages-heading" testId="passages-table">
          <TopicTableHead
            columns={[
              { label: t('topics.content.columns.passage') },
              { label: t('topics.content.columns.linked_questions'), width: 170 },
              { label: t('topics.content.columns.status'), width: 130 },
            ]}
          />
          <Table.Tbody role="rowgroup">
            {passages.map((passage) => {
              const display = passageName(passage);
              /** As plain text, for labels and messages. */
              const name = mathToPlainText(display);
              const preview = passage.content.replace(/\s+/g, ' ').trim();
              return (
                <Table.Tr role="row" key={passage.id} data-testid="passage-row" aria-label={name}>
                  <MainCell place={{ kind: 'passage', id: passage.id }}>
                    <Box miw={0}>
                      <Group gap={6} wrap="nowrap">
                        <NameLink to={contentPaths.passage(language, passage.id)}>{display}</NameLink>
                        {passage.read_only && <ReadOnlyBadge />}
                      </Group>
                      {preview !== '' && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          <MathText inline>{preview}</MathText>
                        </Text>
                      )}
                    </Box>
                  </MainCell>
                  <FieldCell label={t('topics.content.columns.linked_questions')} testId="passage-questions">
                    <Text size="sm" c={passage.questions_count === 0 ? 'dimmed' : undefined}>
                      {t('topics.questions_count', { count: passage.questions_count })}
                    </Text>
                  </FieldCell>
                  <StatusField record={passage} />
                  <MenuCell>
                    <ItemMenu
                      label={t('topics.content.passage.actions', { name })}
                      openTo={contentPaths.passage(language, passage.id)}
                      copyMove={itemCopySource(topic, 'passage', passage, name)}
                      deleteLabel={t('topics.content.passage.delete_confirm')}
                      onDelete={
                        rights.canDelete(passage)
                          ? () => onDelete({ kind: 'passage', id: passage.id, name, linkedQuestions: passage.questions_count })
                          : undefined
                      }
                    />
                  </MenuCell>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </TopicTable>
      )}
    </section>
  );
}
