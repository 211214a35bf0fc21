/**
 * The part of a stylesheet a prerendered page's HTML can use, for inlining in its head (by
 * scripts/prerender.ts, through the prerender bundle). Mantine's whole stylesheet is ~250 KB (37 KB
 * gzipped): linked, it held /heat-load's first paint for the whole download on Lighthouse's slow 4G,
 * and its style work was most of the main thread's before that paint. The page uses a small part.
 *
 * The cut is conservative: a style rule is dropped only when none of its selectors can match, i.e.
 * each selector names a class or id the HTML does not have (classes and ids inside `:not()`, `:is()`
 * and other parentheses, and attribute selectors, are not counted, so a rule whose match depends on
 * them is kept). `@media`, `@supports`, `@layer` and `@container` blocks are cut the same way inside;
 * every other at-rule (`@keyframes`, `@font-face`, `@property`, statements) is kept whole. Rules keep
 * their order, so the cascade among the kept rules is the stylesheet's own.
 */

/** The names of the classes and the ids used in `html` (its `class` and `id` attributes). */
export function namesInHtml(html: string): { classes: Set<string>; ids: Set<string> } {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    const names = match[1] === 'class' ? classes : ids;
    for (const name of (match[2] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return { classes, ids };
}

/** At-rules whose body is rules, cut rule by rule. */
const GROUPING_AT_RULE = /^@(media|supports|layer|container)\b/i;

/** The CSS of `css` that the HTML named by `used` can use (see the module's comment). */
export function criticalCss(css: string, used: { classes: Set<string>; ids: Set<string> }): string {
  let out = '';
  for (const block of topLevelBlocks(css)) {
    if (block.body === null) {
      out += block.prelude + ';';
    } else if (GROUPING_AT_RULE.test(block.prelude)) {
      const inner = criticalCss(block.body, used);
      if (inner) out += `${block.prelude}{${inner}}`;
    } else if (block.prelude.startsWith('@') || block.body.includes('{')) {
      // Other at-rules, and nested style rules, are kept whole.
      out += `${block.prelude}{${block.body}}`;
    } else if (splitTopLevel(block.prelude, ',').some((selector) => canMatch(selector, used))) {
      out += `${block.prelude}{${block.body}}`;
    }
  }
  return out;
}

/** Whether `selector` may match an element of the HTML: every class and id it requires is there. */
function canMatch(selector: string, used: { classes: Set<string>; ids: Set<string> }): boolean {
  const required = withoutBracketed(selector);
  if (required.includes('\\')) return true; // An escaped name: not worth decoding, keep the rule.
  for (const match of required.matchAll(/([.#])(-?[_a-zA-Z][\w-]*)/g)) {
    const names = match[1] === '.' ? used.classes : used.ids;
    if (!names.has(match[2] ?? '')) return false;
  }
  return true;
}

/** `selector` without what is in parentheses, brackets and strings. */
function withoutBracketed(selector: string): string {
  let out = '';
  for (const [char] of topLevelChars(selector)) out += char;
  return out;
}

/** `text` split at each `separator` outside parentheses, brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const [char, index] of topLevelChars(text)) {
    if (char !== separator) continue;
    parts.push(text.slice(start, index));
    start = index + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Each character of `text` outside parentheses, brackets and strings (not those), with its index. */
function* topLevelChars(text: string): Generator<[string, number]> {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (depth === 0) {
      yield [char, index];
    }
  }
}

interface Block {
  /** The selector list or at-rule prelude, trimmed. */
  prelude: string;
  /** What is between the braces; null for a statement ending in `;` (`@import`, `@layer a, b;`). */
  body: string | null;
}

/** The top-level rules and at-rules of `css`, in order; comments dropped. */
function topLevelBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let prelude = '';
  let index = 0;
  while (index < css.length) {
    const char = css[index] ?? '';
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end < 0 ? css.length : end + 2;
    } else if (char === '"' || char === "'") {
      const end = endOfString(css, index);
      prelude += css.slice(index, end);
      index = end;
    } else if (char === ';') {
      if (prelude.trim()) blocks.push({ prelude: prelude.trim(), body: null });
      prelude = '';
      index += 1;
    } else if (char === '{') {
      const end = matchingBrace(css, index);
      blocks.push({ prelude: prelude.trim(), body: css.slice(index + 1, end) });
      prelude = '';
      index = end + 1;
    } else {
      prelude += char;
      index += 1;
    }
  }
  return blocks;
}

/** The index just past the string that starts at `start`. */
function endOfString(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The index of the `}` that closes the `{` at `open`. */
function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = endOfString(css, index);
      continue;
    }
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end < 0 ? css.length : end + 2;
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
    index += 1;
  }
  throw new Error('a stylesheet has an unclosed {.');
}
