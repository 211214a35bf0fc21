import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { PLACEHOLDER_PATTERN } from './content-schemas';

/**
 * Checks of what editors write below the front matter: placeholder words ("lorem ipsum", TODO, TBD,
 * FIXME, ...) must not reach a published page. Titles and descriptions are checked by the schemas in
 * `content-schemas.ts`; this is the body's check, with the line where each word is.
 */

/** Raised when a Markdown body is not ready to publish; the message names the file and line. */
export class ContentBodyError extends Error {
  override name = 'ContentBodyError';
}

export interface Placeholder {
  /** 1-based line in the whole file, front matter included, as an editor's text editor counts it. */
  line: number;
  /** The word as written: `TODO`, `Lorem`. */
  word: string;
}

/** Replaces every character but line breaks with spaces, so line numbers survive a blanked-out span. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/**
 * Placeholder words in a Markdown file's prose. Code (fenced blocks and `inline` spans), HTML comments
 * and link destinations are skipped: they are not prose a reader sees as such, and a comment is an
 * editor's note the sanitiser removes.
 *
 * @param source - The whole file, front matter included.
 * @returns One entry per placeholder word in the body, in file order.
 * @example findBodyPlaceholders('---\ntitle: A\n---\n\nTODO: finish') //=> [{ line: 5, word: 'TODO' }]
 */
export function findBodyPlaceholders(source: string): Placeholder[] {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[^\n]*(\n|$)/.exec(source);
  const bodyStart = frontMatter ? frontMatter[0].length : 0;
  const prose = (blank(source.slice(0, bodyStart)) + source.slice(bodyStart))
    .replace(
      /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|(?![\s\S]))|(?![\s\S]))/gm,
      blank,
    )
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)[^`\n][\s\S]*?\1/g, blank)
    .replace(/\]\([^)\n]*\)/g, blank);
  const found: Placeholder[] = [];
  const pattern = new RegExp(PLACEHOLDER_PATTERN.source, 'gi');
  prose.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(pattern)) {
      found.push({ line: index + 1, word: match[0] });
    }
  });
  return found;
}

/**
 * The editor's message for placeholders in one file, or undefined when there are none.
 *
 * @param file - The file as editors know it: `src/content/blog/my-post.md`.
 */
export function placeholderMessage(
  file: string,
  placeholders: readonly Placeholder[],
): string | undefined {
  if (placeholders.length === 0) return undefined;
  const lines = placeholders.map(({ line, word }) => `${file}:${line}: "${word}"`);
  return `${file} has placeholder text in its body, which would be published as written: replace it with the real words, or set "draft: true" until the post is ready.\n  ${lines.join('\n  ')}`;
}

/**
 * Wraps a Markdown loader (Astro's `glob()`) so every entry it reads is checked for placeholder words in
 * its body before it is stored. Drafts (`draft: true`) are exempt: they are never published. A failing
 * file stops `astro sync`, `astro build` and the dev server's content reload with the file and line.
 *
 * @param loader - The loader to wrap.
 */
export function withBodyChecks(loader: Loader): Loader {
  return {
    ...loader,
    load: (context: LoaderContext) =>
      loader.load({
        ...context,
        // Synchronous on purpose: the glob loader looks for a duplicate slug before it calls parseData
        // and records the entry after it, so a slower parseData lets two files with one slug both pass.
        parseData: (props) => {
          if (props.filePath && props.data.draft !== true) {
            const source = readFileSync(props.filePath, 'utf8');
            const file = relative(fileURLToPath(context.config.root), props.filePath)
              .split('\\')
              .join('/');
            const message = placeholderMessage(file, findBodyPlaceholders(source));
            if (message) throw new ContentBodyError(message);
          }
          return context.parseData(props);
        },
      }),
  };
}
