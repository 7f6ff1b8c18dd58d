// biome-ignore-all lint/correctness/noComponentHookFactories: each factory runs once per overlay, at module level, never while rendering
// biome-ignore-all lint/correctness/useHookAtTopLevel: `use` is the loaded module's hook, made once per module at module level
import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentPropsWithRef,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/*
 * Overlays (Dialog, Sheet, Popover, DropdownMenu) load their Radix part when first wanted. The root, the
 * trigger and the close button are ours and light: they render on the server and hydrate without Radix,
 * hold the open state and carry the trigger's ARIA (`aria-haspopup`, `aria-expanded`, `aria-controls`,
 * `data-state`). The content part loads the overlay's module (its Radix root, content and inner parts) on
 * the trigger's first sign of intent (pointer over it, focus, touch) or when the overlay opens, and renders
 * it inside a Radix root that the trigger is handed to (`TriggerRef`): Radix then anchors the panel to it,
 * returns focus to it on close and tells a click on it from a click outside, as with its own trigger.
 */

/** A module loaded on first use and kept: `use(wanted)` gives it once loaded, loading it when wanted. */
export interface LazyModule<M> {
  /** Start loading (again after a failure); resolves with the module. */
  preload: () => Promise<M>;
  /** The module if loaded; when `wanted` and not loaded, loads it and renders again when it is there. */
  use: (wanted: boolean) => M | undefined;
}

const preloads = new Set<() => Promise<unknown>>();

/** Load every overlay's module now (e.g. when the page is idle, or before tests that open overlays). */
export function preloadOverlays(): Promise<void> {
  return Promise.all([...preloads].map((preload) => preload())).then(() => undefined);
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const preload = () => {
    pending ??= load().then(
      (loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  preloads.add(preload);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => value;
  const none = () => undefined;
  return {
    preload,
    use: function useLoaded(wanted) {
      // The server and hydration render without it, as the server had it.
      const loaded = useSyncExternalStore(subscribe, current, none);
      useEffect(() => {
        // A failed load (e.g. offline) leaves the overlay closed; the next sign of intent tries again.
        if (wanted && loaded === undefined) preload().catch(() => undefined);
      }, [wanted, loaded]);
      return loaded;
    },
  };
}

/** The state an overlay's light root shares with its trigger, close button and lazy content. */
export interface OverlayState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The content's module is wanted: the trigger showed intent, or the overlay opened once. */
  wanted: boolean;
  want: () => void;
  modal: boolean;
  triggerRef: RefObject<HTMLElement | null>;
  /** An element the panel is placed against instead of the trigger (Popover.Anchor). */
  anchorRef: RefObject<HTMLElement | null>;
  triggerId: string;
  contentId: string;
  /** The last opening came from the keyboard (a menu then moves focus to its first item). */
  byKeyboard: RefObject<boolean>;
}

export interface OverlayRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  children?: ReactNode;
}

export function createOverlay<M>(name: string, load: () => Promise<M>) {
  const module = lazyModule(load);
  const Context = createContext<OverlayState | null>(null);

  const useOverlay = (part: string) => {
    const state = useContext(Context);
    if (!state) throw new Error(`\`${name}.${part}\` must be used within \`${name}.Root\``);
    return state;
  };

  /** Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`), as Radix's roots are. */
  function Root({
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    modal = true,
    children,
  }: OverlayRootProps) {
    const [own, setOwn] = useState(defaultOpen);
    const open = openProp ?? own;
    const latest = useRef({ open, controlled: openProp !== undefined, onOpenChange });
    latest.current = { open, controlled: openProp !== undefined, onOpenChange };
    const setOpen = useCallback((next: boolean) => {
      const { open: was, controlled, onOpenChange: tell } = latest.current;
      if (next === was) return;
      latest.current.open = next;
      if (!controlled) setOwn(next);
      tell?.(next);
    }, []);
    const [wantedOnce, setWanted] = useState(false);
    const want = useCallback(() => {
      module.preload().catch(() => undefined);
      setWanted(true);
    }, []);
    const triggerRef = useRef<HTMLElement | null>(null);
    const anchorRef = useRef<HTMLElement | null>(null);
    const byKeyboard = useRef(false);
    const triggerId = useId();
    const contentId = useId();
    const wanted = wantedOnce || open;
    const state = useMemo<OverlayState>(
      () => ({ open, setOpen, wanted, want, modal, triggerRef, anchorRef, triggerId, contentId, byKeyboard }),
      [open, setOpen, wanted, want, modal, triggerId, contentId],
    );
    return <Context.Provider value={state}>{children}</Context.Provider>;
  }
  Root.displayName = `${name}.Root`;

  /** The content part: the overlay's module once loaded, rendered with the root's state. */
  function lazyPart<P extends object>(
    part: string,
    pick: (loaded: M) => ComponentType<P & { overlay: OverlayState }>,
  ) {
    function Part(props: P) {
      const overlay = useOverlay(part);
      const loaded = module.use(overlay.wanted);
      if (loaded === undefined) return null;
      const Impl = pick(loaded);
      return <Impl {...props} overlay={overlay} />;
    }
    Part.displayName = `${name}.${part}`;
    return Part;
  }

  /** A part that only ever renders inside the loaded content (a menu's items): the module is there. */
  function innerPart<P extends object>(part: string, pick: (loaded: M) => ComponentType<P>) {
    function Part(props: P) {
      const loaded = module.use(true);
      if (loaded === undefined) return null;
      const Impl = pick(loaded);
      return <Impl {...props} />;
    }
    Part.displayName = `${name}.${part}`;
    return Part;
  }

  return { module, Context, useOverlay, Root, lazyPart, innerPart };
}

type Handler<E> = ((event: E) => void) | undefined;

/** The caller's handler, then ours unless the caller prevented the default (as Radix composes them). */
export function composeHandlers<E extends SyntheticEvent>(theirs: Handler<E>, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export type TriggerProps = ComponentPropsWithRef<'button'> & { asChild?: boolean };

/**
 * What every overlay trigger carries: its element handed to the root (Radix gets it through `TriggerRef`),
 * and the first sign of intent (pointer over it, focus, touch) loading the overlay's module.
 */
export function useTriggerBase(
  overlay: OverlayState,
  {
    ref,
    onPointerEnter,
    onFocus,
    onTouchStart,
  }: Pick<TriggerProps, 'ref' | 'onPointerEnter' | 'onFocus' | 'onTouchStart'>,
) {
  const composedRef = useCallback(
    (node: HTMLButtonElement | null) => {
      overlay.triggerRef.current = node;
      setRef(ref, node);
    },
    [overlay.triggerRef, ref],
  );
  return {
    ref: composedRef,
    onPointerEnter: composeHandlers(onPointerEnter, overlay.want),
    onFocus: composeHandlers(onFocus, overlay.want),
    onTouchStart: composeHandlers(onTouchStart, overlay.want),
  };
}

/** The trigger of a dialog-like overlay (Dialog, Sheet, Popover): it toggles the overlay on click. */
export function dialogTrigger(useOverlay: (part: string) => OverlayState, name: string) {
  function Trigger({ asChild, ref, onClick, onPointerEnter, onFocus, onTouchStart, ...props }: TriggerProps) {
    const overlay = useOverlay('Trigger');
    const base = useTriggerBase(overlay, { ref, onPointerEnter, onFocus, onTouchStart });
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type="button"
        aria-haspopup="dialog"
        aria-expanded={overlay.open}
        aria-controls={overlay.contentId}
        data-state={overlay.open ? 'open' : 'closed'}
        {...props}
        {...base}
        onClick={composeHandlers(onClick, () => {
          overlay.byKeyboard.current = false;
          overlay.setOpen(!overlay.open);
        })}
      />
    );
  }
  Trigger.displayName = `${name}.Trigger`;
  return Trigger;
}

/** A close button (or, with `asChild`, its child) that closes the overlay. */
export function closeButton(useOverlay: (part: string) => OverlayState, name: string) {
  function Close({ asChild, onClick, ...props }: TriggerProps) {
    const overlay = useOverlay('Close');
    const Comp = asChild ? Slot : 'button';
    return <Comp type="button" {...props} onClick={composeHandlers(onClick, () => overlay.setOpen(false))} />;
  }
  Close.displayName = `${name}.Close`;
  return Close;
}

/**
 * Stands in for Radix's trigger (`<X.Trigger asChild><TriggerRef target={…} /></X.Trigger>`): it renders
 * nothing and hands the trigger's refs (Radix's trigger ref, and the popper's anchor) our trigger's element.
 * The props Radix's trigger would put on its child (ARIA, handlers) are ours already, on the real trigger.
 */
export function TriggerRef({
  ref,
  target,
}: {
  ref?: Ref<HTMLElement>;
  target: RefObject<HTMLElement | null>;
}) {
  useLayoutEffect(() => {
    setRef(ref, target.current);
    return () => setRef(ref, null);
  }, [ref, target]);
  return null;
}
