import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './PlaylistOrder.css';

/** A video of the playlist as the order list shows it. */
export interface PlaylistOrderItem {
  id: number;
  title: string;
  /** Its thumbnail, when it has one. */
  thumb?: string | null;
}

export interface PlaylistOrderProps {
  /** The videos shown (a page of the playlist), in the playlist's order. */
  items: readonly PlaylistOrderItem[];
  /** The position in the whole playlist of the first item (1 on the first page; 1-based). */
  firstPosition?: number;
  /** How many videos the playlist has (the "of N" said to screen readers); the items' count by default. */
  total?: number;
  /**
   * Moves a video to `position` (1-based, in the whole playlist): the playlist act, section move. The list
   * shows the new order at once; a rejection puts the old one back and says the order was not saved.
   */
  onMove: (videoId: number, position: number) => Promise<unknown> | unknown;
}

const GRIP = ['M6 4h.01', 'M10 4h.01', 'M6 8h.01', 'M10 8h.01', 'M6 12h.01', 'M10 12h.01'];
const UP = 'M4 10l4-4 4 4';
const DOWN = 'M4 6l4 4 4-4';

/**
 * The owner's order of a playlist (#32 item 7): drag a video by its handle (mouse, touch, or the keyboard:
 * Space picks it up, the arrow keys move it, Space drops it), or press its Move up / Move down buttons.
 * Each move is announced to screen readers and handed to `onMove`; focus stays on the moved video's button.
 */
export function PlaylistOrder({ items, firstPosition = 1, total, onMove }: PlaylistOrderProps) {
  const { t } = useMessages();
  const [order, setOrder] = useState<PlaylistOrderItem[]>([...items]);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const focusAfter = useRef<{ id: number; dir: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const count = total ?? firstPosition - 1 + items.length;
  // A new page, or the list read again in another order, replaces the local order; the same videos in the
  // same order (the list read again after a save, new props of the same list) leave a move in flight shown.
  const itemsKey = items.map((item) => item.id).join(',');
  const [shownKey, setShownKey] = useState(itemsKey);
  if (itemsKey !== shownKey) {
    setShownKey(itemsKey);
    setOrder([...items]);
  }

  const titleOf = (id: UniqueIdentifier) => order.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => firstPosition + order.findIndex((item) => item.id === id);

  const move = (from: number, to: number) => {
    const item = order[from];
    if (!item || to < 0 || to >= order.length || from === to) return;
    const before = order;
    setOrder(arrayMove(order, from, to));
    setFailed(false);
    const position = firstPosition + to;
    setAnnouncement(t('playlistOrder.moved', { title: item.title, position, total: count }));
    Promise.resolve(onMove(item.id, position)).catch(() => {
      setOrder(before);
      setFailed(true);
    });
  };

  const moveBy = (index: number, dir: 'up' | 'down') => {
    const item = order[index];
    if (!item) return;
    const to = dir === 'up' ? index - 1 : index + 1;
    // At the list's end the button is disabled: focus goes to the other one.
    const atEnd = dir === 'up' ? to === 0 : to === order.length - 1;
    focusAfter.current = { id: item.id, dir: atEnd ? (dir === 'up' ? 'down' : 'up') : dir };
    move(index, to);
  };

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    buttons.current.get(`${target.id}:${target.dir}`)?.focus();
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('playlistOrder.picked', { title: titleOf(active.id), position: positionOf(active.id), total: count }),
    onDragOver: ({ active, over }) =>
      over
        ? t('playlistOrder.over', { title: titleOf(active.id), position: positionOf(over.id), total: count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('playlistOrder.moved', { title: titleOf(active.id), position: positionOf(over.id), total: count })
        : t('playlistOrder.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('playlistOrder.cancelled', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((item) => item.id === active.id);
    const to = order.findIndex((item) => item.id === over.id);
    const item = order[from];
    if (!item) return;
    // dnd-kit announces the drop itself.
    const before = order;
    setOrder(arrayMove(order, from, to));
    setFailed(false);
    Promise.resolve(onMove(item.id, firstPosition + to)).catch(() => {
      setOrder(before);
      setFailed(true);
    });
  };

  return (
    <div className={styles.root}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('playlistOrder.instructions') },
        }}
      >
        <SortableContext items={order.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.list} aria-label={t('playlistOrder.label')}>
            {order.map((item, index) => (
              <SortableRow
                key={item.id}
                item={item}
                position={firstPosition + index}
                first={index === 0}
                last={index === order.length - 1}
                onMoveBy={(dir) => moveBy(index, dir)}
                buttonRef={(dir, el) => {
                  const key = `${item.id}:${dir}`;
                  if (el) buttons.current.set(key, el);
                  else buttons.current.delete(key);
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {failed && (
        <p className={styles.error} role="alert">
          {t('playlistOrder.error')}
        </p>
      )}
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

function SortableRow({
  item,
  position,
  first,
  last,
  onMoveBy,
  buttonRef,
}: {
  item: PlaylistOrderItem;
  position: number;
  first: boolean;
  last: boolean;
  onMoveBy: (dir: 'up' | 'down') => void;
  buttonRef: (dir: 'up' | 'down', el: HTMLButtonElement | null) => void;
}) {
  const { t } = useMessages();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <span className={styles.handle}>
        <IconButton
          {...attributes}
          {...listeners}
          ref={setActivatorNodeRef}
          label={t('playlistOrder.drag', { title: item.title })}
          variant="ghost"
          size="sm"
        >
          <LineIcon d={GRIP} strokeWidth="2.4" size={16} />
        </IconButton>
      </span>
      <span className={styles.position} aria-hidden="true">
        {position}
      </span>
      {item.thumb ? (
        <img className={styles.thumb} src={item.thumb} alt="" width={64} height={36} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <span className={styles.title}>{item.title}</span>
      <span className={styles.moves}>
        <IconButton
          ref={(el) => buttonRef('up', el)}
          label={t('playlistOrder.up', { title: item.title })}
          variant="ghost"
          size="sm"
          disabled={first}
          onClick={() => onMoveBy('up')}
        >
          <LineIcon d={UP} strokeWidth="1.8" size={16} />
        </IconButton>
        <IconButton
          ref={(el) => buttonRef('down', el)}
          label={t('playlistOrder.down', { title: item.title })}
          variant="ghost"
          size="sm"
          disabled={last}
          onClick={() => onMoveBy('down')}
        >
          <LineIcon d={DOWN} strokeWidth="1.8" size={16} />
        </IconButton>
      </span>
    </li>
  );
}
