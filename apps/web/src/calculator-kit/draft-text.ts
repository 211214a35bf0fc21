/**
 * A draft's text field (a calculation or room name) as text, or undefined when the draft holds none:
 * a draft read from a file or a URL may hold anything there until the schema has checked it.
 */
export function draftText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
