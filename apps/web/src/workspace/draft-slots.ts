/**
 * Each tab's draft is its own. A page's draft slot (`draftKey(uid, path)`) is split per tab: the
 * slot of one tab is `{pageKey}#tab:{tabId}`, where the tab id lives in that tab's sessionStorage
 * (it survives a reload of the tab, and no other tab reads it). So two tabs on the same file never
 * write one slot, and a reload still finds its own draft.
 *
 * A tab holds a Web Lock named after its id for as long as it is open, so another tab can tell an
 * open tab's draft (never touched) from a closed tab's draft (offered for recovery). A duplicated
 * tab, which starts with a copy of its original's sessionStorage, finds the lock taken and picks a
 * new id. Where the browser has no Web Locks, every other slot counts as recoverable: it is only
 * ever offered, never applied silently.
 */
import { readDraft, type StoredDraft } from './draft-storage';

/** sessionStorage key of this tab's id. */
export const TAB_ID_KEY = 'hvac:tab-id';
const TAB_SEPARATOR = '#tab:';
const LOCK_PREFIX = 'hvac:tab:';

/** The slot of one page's draft in one tab. */
export function tabDraftKey(pageKey: string, tabId: string): string {
  return `${pageKey}${TAB_SEPARATOR}${tabId}`;
}

/**
 * Which tab wrote a slot of `pageKey`: its tab id, `''` for the page's slot from before drafts were
 * kept per tab, or null when `key` is no slot of this page.
 */
export function slotTabId(key: string, pageKey: string): string | null {
  if (key === pageKey) return '';
  if (!key.startsWith(`${pageKey}${TAB_SEPARATOR}`)) return null;
  const id = key.slice(pageKey.length + TAB_SEPARATOR.length);
  return id.length > 0 ? id : null;
}

/** A draft another (closed) tab left of this page, with its slot so it can be cleared. */
export interface RecoverableDraft extends StoredDraft {
  readonly key: string;
}

/**
 * The drafts of `pageKey` that no open tab owns, newest first: every slot of the page except this
 * tab's own and those of the tabs in `liveTabIds` (the open ones; null when unknown, then every other
 * slot counts), including the page's slot from before drafts were kept per tab.
 */
export function recoverableDrafts(
  store: Pick<Storage, 'length' | 'key'> | null,
  pageKey: string,
  ownTabId: string,
  liveTabIds: ReadonlySet<string> | null,
): RecoverableDraft[] {
  if (!store) return [];
  const found: RecoverableDraft[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key === null) continue;
    const tabId = slotTabId(key, pageKey);
    if (tabId === null || tabId === ownTabId || liveTabIds?.has(tabId)) continue;
    const draft = readDraft(key);
    if (draft) found.push({ ...draft, key });
  }
  return found.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
}

/** The parts of the Web Locks API (`navigator.locks`) the tab identity uses. */
export interface TabLocks {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown>;
  query(): Promise<{ held?: readonly { name?: string }[] }>;
}

/** This tab's identity: its id and a way to list the ids of the tabs open now. */
export interface TabIdentity {
  readonly id: string;
  /** The ids of the open tabs of this site (this one included), or null when the browser cannot tell. */
  liveTabIds(): Promise<ReadonlySet<string> | null>;
}

export interface TabEnvironment {
  readonly session: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly locks: TabLocks | null;
  readonly newId: () => string;
}

/** Holds the lock `name` until the tab closes; false when another tab holds it. */
function hold(locks: TabLocks, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (lock === null) {
          resolve(false);
          return undefined;
        }
        resolve(true);
        // Never settles: the lock is released when the tab (its document) goes away.
        return new Promise<void>(() => undefined);
      })
      .catch(() => resolve(false));
  });
}

function readTabId(session: TabEnvironment['session']): string | null {
  try {
    return session?.getItem(TAB_ID_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Finds or makes this tab's id: the one in sessionStorage (a reload), unless another open tab holds
 * it (a duplicated tab), then a new one; holds its lock and stores it.
 */
export async function claimTabIdentity(env: TabEnvironment): Promise<TabIdentity> {
  let id = readTabId(env.session);
  const { locks } = env;
  if (locks) {
    if (id === null || !(await hold(locks, `${LOCK_PREFIX}${id}`))) {
      id = env.newId();
      await hold(locks, `${LOCK_PREFIX}${id}`);
    }
  } else if (id === null) {
    id = env.newId();
  }
  try {
    env.session?.setItem(TAB_ID_KEY, id);
  } catch {
    // Without sessionStorage the id lasts as long as the page: a reload starts a new slot, and the
    // old one is offered back as a closed tab's draft.
  }
  const tabId = id;
  return {
    id: tabId,
    liveTabIds: async () => {
      if (!locks) return null;
      try {
        const { held = [] } = await locks.query();
        const ids = new Set<string>([tabId]);
        for (const lock of held) {
          if (lock.name?.startsWith(LOCK_PREFIX)) ids.add(lock.name.slice(LOCK_PREFIX.length));
        }
        return ids;
      } catch {
        return null;
      }
    },
  };
}

function browserEnvironment(): TabEnvironment {
  let session: Storage | null;
  try {
    session = window.sessionStorage;
  } catch {
    session = null;
  }
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
  return {
    session,
    locks: locks as TabLocks | null,
    newId: () =>
      typeof crypto.randomUUID === 'function'
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  };
}

let claimed: Promise<TabIdentity> | null = null;
let provisional: string | null = null;

/** This tab's identity, claimed once per page load. */
export function tabIdentity(): Promise<TabIdentity> {
  claimed ??= claimTabIdentity(browserEnvironment());
  return claimed;
}

/**
 * This tab's id at once, before the claim has checked it against the open tabs: the one in
 * sessionStorage, or a new one stored there. Only a duplicated tab ends up with another id after the
 * claim (see {@link claimTabIdentity}).
 */
export function provisionalTabId(): string {
  if (provisional !== null) return provisional;
  const env = browserEnvironment();
  let id = readTabId(env.session);
  if (id === null) {
    id = env.newId();
    try {
      env.session?.setItem(TAB_ID_KEY, id);
    } catch {
      // Kept for this page only; the claim makes do the same way.
    }
  }
  provisional = id;
  return id;
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This tab's slot for a page and the drafts closed tabs left of it. */
export interface TabDraftSlot {
  readonly key: string;
  readonly recoverable: readonly RecoverableDraft[];
}

/** This tab's draft slot of `pageKey`, and the closed tabs' drafts of the page to offer back. */
export async function tabDraftSlot(pageKey: string): Promise<TabDraftSlot> {
  const tab = await tabIdentity();
  const live = await tab.liveTabIds();
  return {
    key: tabDraftKey(pageKey, tab.id),
    recoverable: recoverableDrafts(localStore(), pageKey, tab.id, live),
  };
}
