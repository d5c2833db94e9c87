// Steps 1 and 3 of the modal: copy or move (radio cards with a line each; a course is only
// copied), and for a question or passage whether its linked questions come along (§4:
// otherwise the links are removed).
import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { IconArrowsMove, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CopyAction, CopyKind } from '../../../../domain/schemas/copying.ts';
import { canMoveKind } from '../flow.ts';
import classes from './TargetRow.module.css';

export function ActionStep({ kind, action, onChange }: { kind: CopyKind; action: CopyAction | null; onChange: (action: CopyAction) => void }) {
  const { t } = useTranslation();
  const actions: CopyAction[] = canMoveKind(kind) ? ['copy', 'move'] : ['copy'];
  return (
    <Radio.Group value={action} onChange={(value) => onChange(value as CopyAction)} label={t('copy_move.action.label')}>
      <Stack gap="xs" mt="xs">
        {actions.map((value) => {
          const Icon = value === 'copy' ? IconCopy : IconArrowsMove;
          return (
            <Radio.Card key={value} value={value} className={classes.row} p="md" radius="md" aria-label={t(`copy_move.action.${value}`)}>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={2} />
                <Icon size={20} color="var(--mantine-color-pena-6)" aria-hidden style={{ flexShrink: 0 }} />
                <div>
                  <Text fw={600} size="sm">
                    {t(`copy_move.action.${value}`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`copy_move.action.${value}_description`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

export function OptionsStep({ kind, includeLinked, onChange }: { kind: 'question' | 'passage'; includeLinked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={includeLinked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('copy_move.options.include_linked')}
      description={t(`copy_move.options.${kind}_help`)}
      styles={{ description: { marginTop: 6 } }}
    />
  );
}
