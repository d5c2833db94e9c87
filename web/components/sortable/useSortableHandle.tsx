// One sortable row of a dnd-kit list: its drag handle (a grip button that also takes Space and
// the arrow keys) and what the row element needs. Course units, topic tables and question
// parts all sort this way.
import { ActionIcon } from '@mantine/core';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { IconGripVertical } from '@tabler/icons-react';

export function useSortableHandle({ id, disabled, label, testId }: { id: UniqueIdentifier; disabled: boolean; label: string; testId: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = disabled ? null : (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="md"
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={label}
      data-testid={testId}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return { handle, setNodeRef, transform, transition, isDragging };
}
