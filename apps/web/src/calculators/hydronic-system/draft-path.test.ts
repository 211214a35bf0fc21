import { describe, expect, it } from 'vitest';
import { hydronicFieldId } from './draft-path';

describe('hydronicFieldId', () => {
  it("names a field's element from its path", () => {
    expect(hydronicFieldId(['sections', 3, 'length'])).toBe('hydronic-sections-3-length');
  });
});
