import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TAB_ID_KEY,
  claimTabIdentity,
  recoverableDrafts,
  slotTabId,
  tabDraftKey,
  type TabLocks,
} from './draft-slots';
import { draftKey, readDraft, writeDraft } from './draft-storage';

afterEach(() => window.localStorage.clear());

const PAGE = draftKey('u1', '/projects/p1/fan-calc/f1');

/** Web Locks as one browser shares them between its tabs: a lock is held until released. */
function fakeLocks(): TabLocks & { held: Set<string>; release(name: string): void } {
  const held = new Set<string>();
  return {
    held,
    release: (name) => held.delete(name),
    request: async (name, _options, callback) => {
      if (held.has(name)) return callback(null);
      held.add(name);
      // The tab's callback never settles while it is open: not awaited here.
      void callback({ name });
      return undefined;
    },
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
  };
}

function fakeSession(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function ids(...list: string[]): () => string {
  const queue = [...list];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no more ids');
    return next;
  };
}

describe('draft slots per tab', () => {
  it('gives two tabs on one page two slots, and reads back which tab a slot is', () => {
    const a = tabDraftKey(PAGE, 'tab-a');
    const b = tabDraftKey(PAGE, 'tab-b');
    expect(a).not.toBe(b);
    writeDraft(a, { airflow: 1 });
    writeDraft(b, { airflow: 2 });
    expect(readDraft(a)?.draft).toEqual({ airflow: 1 });
    expect(readDraft(b)?.draft).toEqual({ airflow: 2 });
    expect(slotTabId(a, PAGE)).toBe('tab-a');
    expect(slotTabId(PAGE, PAGE)).toBe('');
    expect(slotTabId(`${PAGE}x#tab:tab-a`, PAGE)).toBeNull();
    expect(slotTabId(draftKey('u1', '/projects/p1/fan-calc/f2'), PAGE)).toBeNull();
    expect(slotTabId(`${PAGE}#tab:`, PAGE)).toBeNull();
  });

  it('offers the drafts of closed tabs (and the slot from before tabs), newest first, never an open tab’s', () => {
    writeDraft(tabDraftKey(PAGE, 'me'), { n: 'mine' }, new Date('2026-03-01T00:00:00Z'));
    writeDraft(tabDraftKey(PAGE, 'open'), { n: 'open' }, new Date('2026-03-04T00:00:00Z'));
    writeDraft(tabDraftKey(PAGE, 'closed-1'), { n: 'c1' }, new Date('2026-03-02T00:00:00Z'));
    writeDraft(tabDraftKey(PAGE, 'closed-2'), { n: 'c2' }, new Date('2026-03-03T00:00:00Z'));
    writeDraft(PAGE, { n: 'legacy' }, new Date('2026-01-01T00:00:00Z'));
    writeDraft(tabDraftKey(draftKey('u1', '/other'), 'closed-3'), { n: 'other page' });
    window.localStorage.setItem(tabDraftKey(PAGE, 'broken'), 'not json');

    const found = recoverableDrafts(window.localStorage, PAGE, 'me', new Set(['me', 'open']));
    expect(found.map((draft) => draft.draft['n'])).toEqual(['c2', 'c1', 'legacy']);
    expect(found[0]?.key).toBe(tabDraftKey(PAGE, 'closed-2'));
  });

  it('counts every other tab’s draft as recoverable when the browser cannot tell which tabs are open', () => {
    writeDraft(tabDraftKey(PAGE, 'me'), { n: 'mine' });
    writeDraft(tabDraftKey(PAGE, 'other'), { n: 'other' });
    expect(recoverableDrafts(window.localStorage, PAGE, 'me', null).map((d) => d.key)).toEqual([
      tabDraftKey(PAGE, 'other'),
    ]);
    expect(recoverableDrafts(null, PAGE, 'me', null)).toEqual([]);
  });
});

describe('a tab’s identity', () => {
  it('keeps its id across a reload (sessionStorage) and holds its lock', async () => {
    const locks = fakeLocks();
    const session = fakeSession();
    const first = await claimTabIdentity({ session, locks, newId: ids('t1') });
    expect(first.id).toBe('t1');
    expect(session.values.get(TAB_ID_KEY)).toBe('t1');
    // The reload: the old document's lock is gone, the session is the same.
    locks.release('hvac:tab:t1');
    const reloaded = await claimTabIdentity({ session, locks, newId: ids() });
    expect(reloaded.id).toBe('t1');
  });

  it('gives a duplicated tab (a copy of the session, its original still open) a new id', async () => {
    const locks = fakeLocks();
    const original = await claimTabIdentity({ session: fakeSession(), locks, newId: ids('t1') });
    const duplicateSession = fakeSession({ [TAB_ID_KEY]: 't1' });
    const duplicate = await claimTabIdentity({
      session: duplicateSession,
      locks,
      newId: ids('t2'),
    });
    expect(original.id).toBe('t1');
    expect(duplicate.id).toBe('t2');
    expect(duplicateSession.values.get(TAB_ID_KEY)).toBe('t2');
    expect(await duplicate.liveTabIds()).toEqual(new Set(['t1', 't2']));
    locks.release('hvac:tab:t1');
    expect(await duplicate.liveTabIds()).toEqual(new Set(['t2']));
  });

  it('works without Web Locks or sessionStorage, and then cannot tell which tabs are open', async () => {
    const session = fakeSession({ [TAB_ID_KEY]: 'kept' });
    const kept = await claimTabIdentity({ session, locks: null, newId: ids() });
    expect(kept.id).toBe('kept');
    expect(await kept.liveTabIds()).toBeNull();
    const bare = await claimTabIdentity({ session: null, locks: null, newId: ids('fresh') });
    expect(bare.id).toBe('fresh');
  });
});

describe('the provisional tab id', () => {
  it('is the id sessionStorage holds, or a new one stored there, the same for the whole page', async () => {
    vi.resetModules();
    window.sessionStorage.setItem(TAB_ID_KEY, 'from-session');
    const kept = await import('./draft-slots');
    expect(kept.provisionalTabId()).toBe('from-session');

    vi.resetModules();
    window.sessionStorage.clear();
    const fresh = await import('./draft-slots');
    const id = fresh.provisionalTabId();
    expect(id).not.toBe('');
    expect(window.sessionStorage.getItem(TAB_ID_KEY)).toBe(id);
    expect(fresh.provisionalTabId()).toBe(id);
    window.sessionStorage.clear();
  });
});
