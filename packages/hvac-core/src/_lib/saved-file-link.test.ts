import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { savedFileLinkFields } from './saved-file-link.js';

describe('savedFileLinkFields', () => {
  const Link = z.object(savedFileLinkFields('Duty source'));
  const messages = (value: unknown) => {
    const parsed = Link.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('keeps a link’s id, name and saved time, the name blank when absent', () => {
    expect(Link.parse({ fileId: 'f1' })).toEqual({ fileId: 'f1', fileName: '' });
    expect(
      Link.parse({ fileId: 'f1', fileName: 'AHU-1', savedAt: '2026-11-26T10:00:00Z' }),
    ).toEqual({ fileId: 'f1', fileName: 'AHU-1', savedAt: '2026-11-26T10:00:00Z' });
  });

  it('names the link in every message', () => {
    expect(messages({ fileId: '' })).toEqual(['Duty source file id must not be empty.']);
    expect(messages({ fileId: 7 })).toEqual(['Duty source file id must be a text.']);
    expect(messages({ fileId: 'f', fileName: 'x'.repeat(201) })).toEqual([
      'Duty source file name must be at most 200 characters.',
    ]);
    expect(messages({ fileId: 'f', savedAt: 'x'.repeat(41) })).toEqual([
      'Duty source saved time must be at most 40 characters.',
    ]);
  });
});
