// The rules of a stylesheet that a page's first paint can use (#28 item 6). The site's styles are
// vanilla-extract's: every component's rule hangs on a class of its own, so a rule whose selector needs a class
// that no element of the page carries cannot apply to what the server wrote. The page keeps the others, written
// into its head; the whole stylesheet then loads without holding back the first paint (scripts-after-css).
// Matching by class alone keeps a rule whenever it might apply (an attribute, a state or a structural
// condition is not checked), so nothing the page shows misses a rule; a rule needed only later (a menu opened,
// a state set by a script) comes with the whole stylesheet.
import { type CssNode, generate, parse, type Rule, type SelectorList, type StyleSheet } from 'css-tree';

/** One part of the stylesheet, in order: a rule, something always kept, or a group (`@media`…) of parts. */
type Part =
  | { kind: 'rule'; css: string; selectors: readonly (readonly string[])[] }
  | { kind: 'always'; css: string }
  | { kind: 'group'; open: string; parts: readonly Part[] };

/** Group rules whose contents are rules, kept when one of their rules is. Other at-rules are kept whole. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style', 'document']);

/**
 * The classes a selector needs on the page: those of its compound selectors, not those inside a pseudo-class
 * (`:not(.a)`, `:is(.a, .b)`, `:has(.a)` say nothing certain about the page).
 */
function neededClasses(selector: CssNode): string[] {
  const classes: string[] = [];
  if (selector.type === 'Selector') {
    for (const part of selector.children) if (part.type === 'ClassSelector') classes.push(part.name);
  }
  return classes;
}

function compile(nodes: Iterable<CssNode>): Part[] {
  const parts: Part[] = [];
  for (const node of nodes) {
    if (node.type === 'Rule' && (node as Rule).prelude.type === 'SelectorList') {
      const list = (node as Rule).prelude as SelectorList;
      parts.push({
        kind: 'rule',
        css: generate(node),
        selectors: list.children.toArray().map(neededClasses),
      });
    } else if (node.type === 'Atrule' && node.block && GROUPS.has(node.name.toLowerCase())) {
      const prelude = node.prelude ? ` ${generate(node.prelude)}` : '';
      parts.push({ kind: 'group', open: `@${node.name}${prelude}{`, parts: compile(node.block.children) });
    } else {
      // @font-face, @keyframes, @property, @import, a rule whose selector did not parse: always kept.
      parts.push({ kind: 'always', css: generate(node) });
    }
  }
  return parts;
}

function write(parts: readonly Part[], classes: ReadonlySet<string>, out: string[]): void {
  for (const part of parts) {
    if (part.kind === 'always') out.push(part.css);
    else if (part.kind === 'rule') {
      if (part.selectors.some((needs) => needs.every((name) => classes.has(name)))) out.push(part.css);
    } else {
      const inner: string[] = [];
      write(part.parts, classes, inner);
      if (inner.length > 0) out.push(part.open, ...inner, '}');
    }
  }
}

/** A stylesheet read once, that then gives the share of it a page's classes can use. */
export function criticalCss(css: string): (classes: ReadonlySet<string>) => string {
  const sheet = parse(css, { parseValue: false, parseCustomProperty: false }) as StyleSheet;
  const parts = compile(sheet.children);
  return (classes) => {
    const out: string[] = [];
    write(parts, classes, out);
    return out.join('');
  };
}

/** `class="…"` as React writes it (double quotes, entities for a quote inside). */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class on an element of the page's HTML. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
