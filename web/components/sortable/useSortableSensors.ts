// The sensors of every sortable list: the pointer (after a 4 px move, so a click stays a click)
// and the keyboard (Space picks the row up, the arrows move it, Space drops, Escape cancels).
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { KeyboardSensorProps } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** What PromptKeyboardSensor reaches inside dnd-kit's KeyboardSensor (6.x; private in its types). */
type Internals = {
  listeners: { add(type: 'keydown', handler: (event: KeyboardEvent) => void): void; removeAll(): void };
  handleKeyDown: (event: KeyboardEvent) => void;
  detach: () => void;
};

/**
 * dnd-kit's keyboard sensor starts listening for the arrows only one task after Space picked
 * the row up (so that the Space still bubbling does not drop it at once). On a busy page that
 * task comes late, after the drop targets are measured and announced, and an arrow pressed in
 * between is lost: the row stays where it is. This one listens at once and skips only the
 * event that started the drag.
 */
export class PromptKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const internals = this as unknown as Internals;
    const handleKeyDown = internals.handleKeyDown;
    let detached = false;
    // The delayed listener dnd-kit adds reads this same function: adding it twice is a no-op.
    internals.handleKeyDown = (event) => {
      if (event !== props.event && !detached) handleKeyDown(event);
    };
    const detach = internals.detach.bind(this);
    internals.detach = () => {
      detached = true;
      detach();
      // A drag ended before dnd-kit's delayed listener was added: remove that one too, after it.
      setTimeout(() => internals.listeners.removeAll());
    };
    internals.listeners.add('keydown', internals.handleKeyDown);
  }
}

export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(PromptKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
