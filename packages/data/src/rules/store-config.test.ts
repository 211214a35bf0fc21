/**
 * What firestore.rules and firestore.indexes.json repeat from this package, written from it:
 * `isFileCollection` and the exempt `data` maps from COLLECTIONS, `isAppId` from APP_IDS, and
 * `hasCalculatorFields` from FILE_DATA_BOUNDS. A new kind of saved file is one row in COLLECTIONS (a
 * new app id one entry in APP_IDS, a new engine limit one number in FILE_DATA_BOUNDS);
 * `pnpm --filter @org/data run sync:store` (this file under `vitest -u`) then rewrites the files, and
 * a normal run fails while either is out of step.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { APP_IDS, DEFAULT_APP_ID, FILE_COLLECTION_NAMES } from '../document-tree';
import { FILE_DATA_BOUNDS } from '../file-data';

const RULES_FILE = new URL('../../../../firestore.rules', import.meta.url);
const INDEXES_FILE = new URL('../../../../firestore.indexes.json', import.meta.url);
const WEB_ENV_FILE = new URL('../../../../apps/web/src/env.ts', import.meta.url);

/** `isFileCollection`'s list, from its `[` to its `];`, at the rules' indentation. */
const FILE_COLLECTION_LIST =
  /(function isFileCollection\(name\) \{\n\s*return name in \[\n)[^\]]*(\n\s*\];)/;

const IndexesFileSchema = z.looseObject({
  fieldOverrides: z.array(z.looseObject({ collectionGroup: z.string(), fieldPath: z.string() })),
});

/** `isAppId`'s list, from its `[` to its `];`. */
const APP_ID_LIST = /(function isAppId\(appId\) \{\n\s*return appId in \[\n)[^\]]*(\n\s*\];)/;

/** `hasCalculatorFields`' condition, from `return ` to its `;`. */
const CALCULATOR_FIELDS =
  /(function hasCalculatorFields\(collectionName, data\) \{\n\s*return )[^;]*(;\n)/;

/** One line per bounded field: `(collectionName != 'boqs' || isListWithin(data, 'items', 5000))`. */
function calculatorFieldsCondition(): string {
  const checks = FILE_COLLECTION_NAMES.flatMap((collection) => {
    const { texts, lists } = FILE_DATA_BOUNDS[collection];
    return [
      ...Object.entries(texts).map(([field, max]) => `isTextWithin(data, '${field}', ${max})`),
      ...Object.entries(lists).map(([field, max]) => `isListWithin(data, '${field}', ${max})`),
    ].map((check) => `(collectionName != '${collection}' || ${check})`);
  });
  return checks.join('\n        && ');
}

/** firestore.rules with every generated part written from this package. */
function syncedRules(rules: string): string {
  const collections = FILE_COLLECTION_NAMES.map((name) => `        '${name}'`).join(',\n');
  const appIds = APP_IDS.map((id) => `        '${id}'`).join(',\n');
  return rules
    .replace(FILE_COLLECTION_LIST, `$1${collections}$2`)
    .replace(APP_ID_LIST, `$1${appIds}$2`)
    .replace(CALCULATOR_FIELDS, `$1${calculatorFieldsCondition()}$2`);
}

describe('the store configuration follows COLLECTIONS, APP_IDS and FILE_DATA_BOUNDS', () => {
  it('firestore.rules lists every file collection, app id and calculator bound', async () => {
    const rules = readFileSync(RULES_FILE, 'utf8');
    expect(rules).toMatch(FILE_COLLECTION_LIST);
    expect(rules).toMatch(APP_ID_LIST);
    expect(rules).toMatch(CALCULATOR_FIELDS);
    await expect(syncedRules(rules)).toMatchFileSnapshot(RULES_FILE.pathname);
  });

  it("firestore.rules opens the web app's default app id (apps/web/src/env.ts)", () => {
    const env = readFileSync(WEB_ENV_FILE, 'utf8');
    const webDefault = /^const DEFAULT_APP_ID = '([^']+)';$/m.exec(env)?.[1];
    expect(webDefault, 'apps/web/src/env.ts declares DEFAULT_APP_ID').toBeDefined();
    expect(webDefault).toBe(DEFAULT_APP_ID);
    expect(APP_IDS).toContain(webDefault);
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
