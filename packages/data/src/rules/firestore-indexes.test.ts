import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { FILE_COLLECTION_NAMES } from '../document-tree';

const IndexesFileSchema = z.object({
  indexes: z.array(z.unknown()),
  fieldOverrides: z.array(
    z.object({ collectionGroup: z.string(), fieldPath: z.string(), indexes: z.array(z.unknown()) }),
  ),
});

const file = IndexesFileSchema.parse(
  JSON.parse(readFileSync(new URL('../../../../firestore.indexes.json', import.meta.url), 'utf8')),
);

describe('firestore.indexes.json', () => {
  it('needs no composite index: the only query orders one collection by one field', () => {
    expect(file.indexes).toEqual([]);
  });

  it("exempts every saved file's data map from indexing (nothing queries it; it only costs writes)", () => {
    const exempt = file.fieldOverrides.filter(
      (o) => o.fieldPath === 'data' && o.indexes.length === 0,
    );
    expect(exempt.map((o) => o.collectionGroup)).toEqual([...FILE_COLLECTION_NAMES]);
  });

  it('exempts the company logo, a long data URL', () => {
    expect(file.fieldOverrides).toContainEqual({
      collectionGroup: 'companyDetails',
      fieldPath: 'logo',
      indexes: [],
    });
  });
});
