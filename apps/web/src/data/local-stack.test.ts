import { describe, expect, it } from 'vitest';
import { parseLocalStackInfo } from './local-stack';

describe('parseLocalStackInfo', () => {
  it('reads the Firestore emulator the local stack runs', () => {
    expect(
      parseLocalStackInfo({
        data: 'firestore',
        firestoreEmulator: { host: '127.0.0.1', port: 8080 },
      }),
    ).toEqual({ store: 'firestore', host: '127.0.0.1', port: 8080 });
  });

  it('keeps the reason the stack gives for IndexedDB', () => {
    expect(parseLocalStackInfo({ data: 'indexeddb', reason: 'no Java' })).toEqual({
      store: 'indexeddb',
      reason: 'no Java',
    });
  });

  it.each([
    [null],
    ['firestore'],
    [{ data: 'firestore' }],
    [{ data: 'firestore', firestoreEmulator: { host: '', port: 8080 } }],
    [{ data: 'firestore', firestoreEmulator: { host: '127.0.0.1', port: '8080' } }],
    [{ data: 'somewhere' }],
  ])('falls back to IndexedDB, saying why, for %j', (value) => {
    expect(parseLocalStackInfo(value)).toEqual({
      store: 'indexeddb',
      reason: 'local-stack.json is not in the expected form',
    });
  });
});
