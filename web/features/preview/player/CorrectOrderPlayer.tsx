// Correct order (the learner drags the items into order): the items start scrambled (never
// already in order) and are sorted with the project's dnd-kit rows: dragged, or by keyboard on
// the handle (Space, arrows, Space) or with each item's Move up / Move down buttons, told to a
// screen reader by the items' text in the page's language. The help says how for the screen in hand: a touch screen (coarse pointer) gets the
// finger's gesture, others the mouse's and the keyboard's. Once checked, each item carries its
// mark.
import { arrayMove } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableDnd } from '../../../components/sortable/SortableDnd.tsx';
import { useSortableHandle } from '../../../components/sortable/useSortableHandle.tsx';
import { MoveButtons } from '../../../components/sortable/MoveButtons.tsx';
import { answerToPlainText } from '../../../components/math/index.ts';
import { AnswerContent, MarkOf, type PlayerAnswer, type TypeProps } from './parts.tsx';

type CorrectOrder = TypeProps<{ type: 'correct_order'; order: string[] }>;

function OrderRow({ answer, index, locked, mark }: { answer: PlayerAnswer; index: number; locked: boolean; mark: ReactNode }) {
  const { t } = useTranslation();
  const { handle, setNodeRef, transform, transition, isDragging } = useSortableHandle({
    id: answer.key,
    disabled: locked,
    label: t('player.order.move', { n: index + 1 }),
    testId: `order-handle-${index + 1}`,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      data-sortable-index={index}
      data-testid={`answer-${answer.key}`}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1, position: 'relative', zIndex: isDragging ? 1 : undefined }}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        {handle}
        <Badge variant="light" color="gray" radius="sm" tt="none" aria-label={t('player.order.position', { n: index + 1 })} style={{ flexShrink: 0 }}>
          {index + 1}
        </Badge>
        <div style={{ flex: 1, minWidth: 0 }}>
          <AnswerContent answer={answer} n={index + 1} />
        </div>
        {locked ? null : <MoveButtons index={index} name={t('player.order.named', { n: index + 1 })} />}
        {mark}
      </Group>
    </Paper>
  );
}

export function CorrectOrderPlayer({ question, response, onChange, result }: CorrectOrder) {
  const { t } = useTranslation();
  // Read once, when the question opens: a device's main pointer does not change mid-question.
  const [touch] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
  const byKey = new Map(question.answers.map((a) => [a.key, a]));
  const items = response.order.filter((key) => byKey.has(key));
  const name = (index: number) => answerToPlainText(byKey.get(items[index]!)!) || t('player.order.item', { n: index + 1 });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="order-help">
        {touch ? t('player.order.help_touch') : t('player.order.help')}
      </Text>
      <SortableDnd ids={items} nameOf={name} disabled={result !== null} onMove={(from, to) => onChange({ ...response, order: arrayMove(items, from, to) })}>
        <Stack gap="xs">
          {items.map((key, index) => (
            <OrderRow key={key} answer={byKey.get(key)!} index={index} locked={result !== null} mark={<MarkOf result={result} partKey={key} />} />
          ))}
        </Stack>
      </SortableDnd>
    </Stack>
  );
}
