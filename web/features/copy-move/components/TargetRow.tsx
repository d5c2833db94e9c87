// One row of a target list: a radio card where the target is chosen, or a button that opens
// the next level (an organization, a course, a unit). A row that may not be chosen or opened
// says why (locked, or not one the teacher may add to); the record's current place is marked.
import { Badge, Group, Radio, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../components/math/index.ts';
import classes from './TargetRow.module.css';

/** Why a row cannot be chosen: locked, not one the teacher may add to, or where the record already is (a move). */
export type Blocked = 'locked' | 'not_allowed' | 'here' | null;

type Props = {
  id: number;
  name: string;
  details?: ReactNode;
  current: boolean;
  blocked: Blocked;
  /** 'select': the row is a choice of the radio group around it; 'open': it opens its level. */
  mode: 'select' | 'open';
  onOpen?: () => void;
};

function Body({ name, details, current, blocked }: Pick<Props, 'name' | 'details' | 'current' | 'blocked'>) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }} c={blocked ? 'dimmed' : undefined}>
        <MathText inline>{name}</MathText>
      </Text>
      <Group gap={6} mt={2}>
        {current && (
          <Badge size="xs" variant="light" color="pena" tt="none" leftSection={<IconMapPin size={10} />}>
            {t('copy_move.target.current')}
          </Badge>
        )}
        {blocked && (
          <Text size="xs" c="dimmed">
            {t(`copy_move.target.${blocked}`)}
          </Text>
        )}
        {details && (
          <Text size="xs" c="dimmed" component="div">
            {details}
          </Text>
        )}
      </Group>
    </div>
  );
}

export function TargetRow({ id, name, details, current, blocked, mode, onOpen }: Props) {
  const { t } = useTranslation();
  const icon = blocked === 'locked' || blocked === 'not_allowed' ? <IconLock size={16} color="var(--mantine-color-gray-6)" aria-hidden /> : null;
  if (mode === 'select') {
    return (
      <Radio.Card value={String(id)} disabled={blocked !== null} className={classes.row} p="sm" radius="md" aria-label={name} data-testid="target-row">
        <Group wrap="nowrap" gap="sm" align="center">
          {icon ?? <Radio.Indicator />}
          <Body name={name} details={details} current={current} blocked={blocked} />
        </Group>
      </Radio.Card>
    );
  }
  return (
    <UnstyledButton
      className={classes.row}
      data-open
      p="sm"
      onClick={onOpen}
      disabled={blocked === 'locked'}
      aria-label={t('copy_move.target.open', { name })}
      data-testid="target-row"
    >
      <Group wrap="nowrap" gap="sm" align="center">
        {icon}
        <Body name={name} details={details} current={current} blocked={blocked === 'locked' ? blocked : null} />
        {blocked !== 'locked' && <IconChevronRight size={16} color="var(--mantine-color-gray-6)" aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
