import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import * as styles from './Tooltip.css';

/** Sides a tooltip can take; stories and callers reuse this list. */
export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

export type TooltipProviderProps = TooltipPrimitive.TooltipProviderProps;

const InProvider = createContext(false);

/**
 * Shares one open delay among the tooltips below it: once one tooltip shows, the next shows at once.
 * Put it near the root of the site.
 */
export function TooltipProvider({ children, ...rest }: TooltipProviderProps) {
  return (
    <InProvider.Provider value={true}>
      <TooltipPrimitive.Provider {...rest}>{children}</TooltipPrimitive.Provider>
    </InProvider.Provider>
  );
}

export interface TooltipProps extends Omit<TooltipPrimitive.TooltipProps, 'children'> {
  /** The short text of the tip. It describes the trigger (`aria-describedby`); it never names it. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or link) that keeps its own accessible name. */
  children: ReactElement;
  side?: TooltipSide;
  align?: 'start' | 'center' | 'end';
}

/**
 * A short description of a control, shown on hover and on keyboard focus, hidden by Escape or when the
 * pointer or focus leaves. Built on Radix Tooltip (`role="tooltip"`, `aria-describedby`, `data-state`).
 * Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`). Works alone, or shares its delay
 * under a `TooltipProvider`.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', ...rootProps }: TooltipProps) {
  const inProvider = useContext(InProvider);
  const tooltip = (
    <TooltipPrimitive.Root {...rootProps}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={styles.content}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return inProvider ? tooltip : <TooltipPrimitive.Provider>{tooltip}</TooltipPrimitive.Provider>;
}
