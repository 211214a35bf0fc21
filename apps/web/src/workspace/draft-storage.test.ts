import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-storage';

afterEach(() => window.localStorage.clear());

describe('draft storage', () => {
  it('keeps one draft per user and page', () => {
    const a = draftKey('u1', '/calculators/heat-load');
    const b = draftKey('u2', '/calculators/heat-load');
    expect(a).not.toBe(b);
    writeDraft(a, { roomWidth: 12 }, new Date('2026-01-02T03:04:05Z'));
    expect(readDraft(a)).toEqual({ draft: { roomWidth: 12 }, savedAt: '2026-01-02T03:04:05.000Z' });
    expect(readDraft(b)).toBeNull();
  });

  it('clears a draft', () => {
    const key = draftKey('u', '/p');
    writeDraft(key, { x: 1 });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('ignores what it did not write', () => {
    const key = draftKey('u', '/p');
    window.localStorage.setItem(key, 'not json');
    expect(readDraft(key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ draft: [1], savedAt: 'x' }));
    expect(readDraft(key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ draft: { a: 1 } }));
    expect(readDraft(key)).toBeNull();
  });
});
