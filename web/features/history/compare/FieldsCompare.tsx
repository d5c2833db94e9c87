// Two versions of an item field by field: each changed field with its label, marked
// "Changed", the older and the newer side by side (stacked on a phone); the unchanged ones
// folded away behind a button and dimmed when shown, each once since both sides are alike.
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compareFields, type CompareField, type FieldComparison } from './fields.ts';
import { DiffSide, StackedCaption, useDiffLabels } from './RichTextCompare.tsx';
import classes from './compare.module.css';

type Props = {
  before: readonly CompareField[];
  after: readonly CompareField[];
  beforeCaption: ReactNode;
  afterCaption: ReactNode;
};

const ChangedField = memo(function ChangedField({ field, beforeCaption, afterCaption }: { field: FieldComparison } & Pick<Props, 'beforeCaption' | 'afterCaption'>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="compare-field" data-field={field.id} data-changed="true">
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {field.label}
        </Text>
        <Badge color="orange" variant="light" tt="none" style={{ flexShrink: 0 }}>
          {t('history.changed')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Box miw={0}>
          <StackedCaption>{beforeCaption}</StackedCaption>
          <DiffSide html={field.before} testId="compare-before" />
        </Box>
        <Box miw={0}>
          <StackedCaption>{afterCaption}</StackedCaption>
          <DiffSide html={field.after} testId="compare-after" />
        </Box>
      </SimpleGrid>
    </Paper>
  );
});

const UnchangedField = memo(function UnchangedField({ field }: { field: FieldComparison }) {
  return (
    <Paper withBorder p="sm" radius="md" className={classes.unchanged} data-testid="compare-field" data-field={field.id} data-changed="false">
      <Text fw={600} size="sm" mb={4}>
        {field.label}
      </Text>
      <DiffSide html={field.after} />
    </Paper>
  );
});

export function FieldsCompare({ before, after, beforeCaption, afterCaption }: Props) {
  const { t } = useTranslation();
  const labels = useDiffLabels();
  const [showUnchanged, setShowUnchanged] = useState(false);
  const fields = useMemo(() => compareFields(before, after, labels), [before, after, labels]);
  const changed = fields.filter((field) => field.changed);
  const unchanged = fields.filter((field) => !field.changed);
  return (
    <Stack gap="sm">
      {changed.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="compare-no-changes">
          {t('history.no_changes')}
        </Text>
      )}
      {changed.map((field) => (
        <ChangedField key={field.id} field={field} beforeCaption={beforeCaption} afterCaption={afterCaption} />
      ))}
      {unchanged.length > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setShowUnchanged((shown) => !shown)}
          rightSection={showUnchanged ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          aria-expanded={showUnchanged}
          data-testid="toggle-unchanged"
        >
          {showUnchanged ? t('history.hide_unchanged') : t('history.show_unchanged', { count: unchanged.length })}
        </Button>
      )}
      {showUnchanged && unchanged.map((field) => <UnchangedField key={field.id} field={field} />)}
    </Stack>
  );
}
