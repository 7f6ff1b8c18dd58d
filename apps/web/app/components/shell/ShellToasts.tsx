import { ToastProvider, useToast } from '@site/ui';
import { useEffect, useRef } from 'react';
import type { SiteNotification } from '../../lib/site-actions';

/** A notification waiting to be shown, numbered in the order it was asked for. */
export interface QueuedNotification extends SiteNotification {
  id: number;
}

function Shown({
  queue,
  onShown,
}: {
  queue: readonly QueuedNotification[];
  onShown: (lastId: number) => void;
}) {
  const { toast } = useToast();
  // The last one shown: an effect run twice (React's strict mode) or a queue not yet trimmed shows none twice.
  const shown = useRef(0);
  useEffect(() => {
    const last = queue.at(-1);
    if (!last) return;
    for (const { id, type, text } of queue) if (id > shown.current) toast({ type, text });
    shown.current = Math.max(shown.current, last.id);
    onShown(last.id);
  }, [queue, toast, onShown]);
  return null;
}

/**
 * The shell's notifications region (§4: they disappear after 3 s) with its Radix part: the shell loads this
 * module when the first notification is asked for, so a page nobody acts on loads none of it. It shows the
 * queued notifications and tells the shell which it took.
 */
export default function ShellToasts(props: {
  queue: readonly QueuedNotification[];
  onShown: (lastId: number) => void;
}) {
  return (
    <ToastProvider>
      <Shown {...props} />
    </ToastProvider>
  );
}
