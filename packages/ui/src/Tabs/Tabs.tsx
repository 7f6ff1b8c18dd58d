import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentPropsWithRef, createContext, type ReactNode, useContext } from 'react';
import * as styles from './Tabs.css';

/** The looks of a tab list; stories and callers reuse this list. */
export const tabsVariants = ['line', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export const tabsSizes = ['sm', 'md'] as const;
export type TabsSize = (typeof tabsSizes)[number];

export const tabsActivationModes = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];

const TabsLook = createContext<{ variant: TabsVariant; size: TabsSize }>({ variant: 'line', size: 'md' });

type Unstyled<T> = Omit<T, 'className' | 'style' | 'asChild'>;

export interface TabsRootProps extends Unstyled<ComponentPropsWithRef<typeof TabsPrimitive.Root>> {
  variant?: TabsVariant;
  size?: TabsSize;
  /**
   * `automatic` (default): the arrow keys move focus and show that tab at once. `manual`: the arrow
   * keys only move focus, and Enter or Space shows the focused tab (for tabs that are slow to show).
   */
  activationMode?: TabsActivationMode;
  children?: ReactNode;
}

function TabsRoot({ variant = 'line', size = 'md', children, ...rest }: TabsRootProps) {
  return (
    <TabsLook.Provider value={{ variant, size }}>
      <TabsPrimitive.Root {...rest} className={styles.root} data-variant={variant} data-size={size}>
        {children}
      </TabsPrimitive.Root>
    </TabsLook.Provider>
  );
}
TabsRoot.displayName = 'Tabs.Root';

export interface TabsListProps
  extends Unstyled<Omit<ComponentPropsWithRef<typeof TabsPrimitive.List>, 'aria-label'>> {
  /** The tab list's accessible name (`aria-label`), e.g. "Video sections". */
  label?: string;
  children?: ReactNode;
}

function TabsList({ label, children, ...rest }: TabsListProps) {
  const { variant } = useContext(TabsLook);
  return (
    <TabsPrimitive.List {...rest} aria-label={label} className={styles.list({ variant })}>
      {children}
    </TabsPrimitive.List>
  );
}
TabsList.displayName = 'Tabs.List';

export interface TabsTriggerProps extends Unstyled<ComponentPropsWithRef<typeof TabsPrimitive.Trigger>> {
  children?: ReactNode;
}

function TabsTrigger({ children, ...rest }: TabsTriggerProps) {
  const { variant, size } = useContext(TabsLook);
  return (
    <TabsPrimitive.Trigger {...rest} className={styles.trigger({ variant, size })}>
      {children}
    </TabsPrimitive.Trigger>
  );
}
TabsTrigger.displayName = 'Tabs.Trigger';

export interface TabsContentProps extends Unstyled<ComponentPropsWithRef<typeof TabsPrimitive.Content>> {
  children?: ReactNode;
}

function TabsContent({ children, ...rest }: TabsContentProps) {
  return (
    <TabsPrimitive.Content {...rest} className={styles.content}>
      {children}
    </TabsPrimitive.Content>
  );
}
TabsContent.displayName = 'Tabs.Content';

/**
 * Tabs on Radix: `Tabs.Root` (`value` / `defaultValue` / `onValueChange`, `activationMode`),
 * `Tabs.List` (named by `label`), `Tabs.Trigger` and `Tabs.Content`. The arrow keys move between tabs,
 * Home/End jump to the ends, and Tab moves from the active tab into its panel.
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
