import type { ReactNode } from 'react';
import { PlainActionIcon } from '../virtual/plain-fields';

export interface RowActionIconsProps {
  /** The row as the buttons name it ("item 3", "AHU-1"); required. */
  name: string;
  /** Whether the row can move up / down; required. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Called with -1 (up) or 1 (down); required. */
  onMove: (direction: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** The duplicate button's icon (hidden from screen readers); required. */
  duplicateIcon: ReactNode;
}

const MOVES = [
  { direction: -1, word: 'up', arrow: '↑' },
  { direction: 1, word: 'down', arrow: '↓' },
] as const;

/**
 * A list row's four buttons: move up, move down, duplicate and delete, each naming the row, as
 * plain action icons (a long list mounts them in every row it shows).
 */
export function RowActionIcons({
  name,
  canMoveUp,
  canMoveDown,
  onMove,
  onDuplicate,
  onDelete,
  duplicateIcon,
}: RowActionIconsProps) {
  return (
    <>
      {MOVES.map(({ direction, word, arrow }) => (
        <PlainActionIcon
          key={word}
          color="gray"
          disabled={direction < 0 ? !canMoveUp : !canMoveDown}
          onClick={() => onMove(direction)}
          aria-label={`Move ${name} ${word}`}
        >
          <span aria-hidden="true">{arrow}</span>
        </PlainActionIcon>
      ))}
      <PlainActionIcon color="gray" onClick={onDuplicate} aria-label={`Duplicate ${name}`}>
        {duplicateIcon}
      </PlainActionIcon>
      <PlainActionIcon color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        <span aria-hidden="true">✕</span>
      </PlainActionIcon>
    </>
  );
}
