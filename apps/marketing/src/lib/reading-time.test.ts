import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE, readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('rounds up at 200 words a minute', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('word '.repeat(450))).toBe(3);
  });

  it('is at least one minute, even for an empty post', () => {
    expect(readingMinutes('')).toBe(1);
  });

  it('counts words, not Markdown syntax, link targets or HTML tags', () => {
    const markdown =
      '## Heading\n\nSee [the duct chapter](https://example.com/a/b/c) and <kbd>Ctrl</kbd>.\n\n| a | b |\n|---|---|';
    // Heading, See, the, duct, chapter, and, Ctrl, a, b
    expect(readingMinutes(markdown.repeat(22))).toBe(1);
    expect(readingMinutes(markdown.repeat(23))).toBe(2);
  });

  it('reads numbers with separators as one word', () => {
    expect(readingMinutes('1,000 cfm at 0.08 in. wg '.repeat(33))).toBe(1);
  });
});
