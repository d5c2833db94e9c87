// "Not imported": the file's items that could not be carried, each with its name in the file,
// the server's reason in the teacher's language and the source's own word for what it is (unless
// the reason already names it). A file may leave out thousands, so the list is shown a page at a
// time.
import { Code, Group, List, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkippedItem } from '../../../../domain/schemas/interchange.ts';

const PAGE_SIZE = 25;

export function SkippedList({ skipped }: { skipped: readonly SkippedItem[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  if (skipped.length === 0) return null;
  const pages = Math.ceil(skipped.length / PAGE_SIZE);
  const shown = skipped.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="skipped-heading" data-testid="skipped-list">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconBan size={18} aria-hidden color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
          <Title order={3} size="h5" id="skipped-heading">
            {t('interchange.skipped.title', { count: skipped.length })}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('interchange.skipped.help')}
        </Text>
        <List size="sm" spacing={6} styles={{ itemLabel: { minWidth: 0, overflowWrap: 'anywhere' } }}>
          {shown.map((item, index) => (
            <List.Item key={`${(page - 1) * PAGE_SIZE + index}:${item.item}`} data-testid="skipped-item">
              <Text span fw={600} size="sm">
                {item.item || t('interchange.skipped.unnamed')}
              </Text>
              {': '}
              {item.message}
              {item.detail !== '' && !item.message.includes(`(${item.detail})`) && (
                <>
                  {' '}
                  <Code>{item.detail}</Code>
                </>
              )}
            </List.Item>
          ))}
        </List>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`common.page_${control}`) })}
            getItemProps={(value) => ({ 'aria-label': t('common.page_number', { page: value }) })}
          />
        )}
      </Stack>
    </Paper>
  );
}
