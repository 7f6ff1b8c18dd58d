import type { ComponentPropsWithRef, ElementType } from 'react';

/**
 * The props of a Radix part as one of ours takes them: without `className`, `style` and `asChild` (a
 * part's look is its API, and it renders its own element), and without `Replaced`, the props it defines
 * its own way (e.g. a `title` that is content, not the HTML attribute).
 */
export type PartProps<T extends ElementType, Replaced extends PropertyKey = never> = Omit<
  ComponentPropsWithRef<T>,
  'className' | 'style' | 'asChild' | Replaced
>;
