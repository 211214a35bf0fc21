/** Reading speed for technical prose with numbers and equations, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/**
 * Minutes a reader needs for a Markdown text, rounded up, at least 1.
 *
 * Counts words in the prose and in code alike; front matter must already be removed, which Astro
 * does (`entry.body`).
 *
 * @param markdown - The Markdown body.
 * @returns Whole minutes, ≥ 1.
 * @example readingMinutes('word '.repeat(450)) //=> 3
 */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu);
  return Math.max(1, Math.ceil((words?.length ?? 0) / WORDS_PER_MINUTE));
}
