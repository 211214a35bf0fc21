/**
 * The two lists of file collections outside this package, written from COLLECTIONS: `isFileCollection`
 * in firestore.rules and the exempt `data` maps in firestore.indexes.json. A new kind of saved file is
 * one row in COLLECTIONS; `pnpm --filter @org/data run sync:store` (this file under `vitest -u`) then
 * rewrites both lists, and a normal run fails while either file is out of step.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { FILE_COLLECTION_NAMES } from '../document-tree';

const RULES_FILE = new URL('../../../../firestore.rules', import.meta.url);
const INDEXES_FILE = new URL('../../../../firestore.indexes.json', import.meta.url);

/** `isFileCollection`'s list, from its `[` to its `];`, at the rules' indentation. */
const FILE_COLLECTION_LIST =
  /(function isFileCollection\(name\) \{\n\s*return name in \[\n)[^\]]*(\n\s*\];)/;

const IndexesFileSchema = z.looseObject({
  fieldOverrides: z.array(z.looseObject({ collectionGroup: z.string(), fieldPath: z.string() })),
});

describe('the store configuration follows COLLECTIONS', () => {
  it('firestore.rules lists every file collection in isFileCollection', async () => {
    const rules = readFileSync(RULES_FILE, 'utf8');
    expect(rules).toMatch(FILE_COLLECTION_LIST);
    const list = FILE_COLLECTION_NAMES.map((name) => `        '${name}'`).join(',\n');
    await expect(rules.replace(FILE_COLLECTION_LIST, `$1${list}$2`)).toMatchFileSnapshot(
      RULES_FILE.pathname,
    );
  });

  it("firestore.indexes.json exempts every file collection's data map from indexing", async () => {
    // Parsed to check its shape; written back from the raw object, so its keys keep their order.
    const raw: unknown = JSON.parse(readFileSync(INDEXES_FILE, 'utf8'));
    const indexes = IndexesFileSchema.parse(raw);
    const fileCollections = new Set<string>(FILE_COLLECTION_NAMES);
    const others = indexes.fieldOverrides.filter(
      (override) =>
        !(fileCollections.has(override.collectionGroup) && override.fieldPath === 'data'),
    );
    const fieldOverrides = [
      ...FILE_COLLECTION_NAMES.map((name) => ({
        collectionGroup: name,
        fieldPath: 'data',
        indexes: [],
      })),
      ...others,
    ];
    await expect(
      `${JSON.stringify({ ...(raw as object), fieldOverrides }, null, 2)}\n`,
    ).toMatchFileSnapshot(INDEXES_FILE.pathname);
  });
});
