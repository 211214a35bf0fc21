/**
 * Drafts of unsaved calculations, kept in this browser's localStorage per page so that a closed tab,
 * a crash or a sign-in in between never loses what was typed. Dependency-free: the public /heat-load
 * page uses it too, and its JavaScript has a budget.
 */

const PREFIX = 'hvac:draft:';

/** The draft slot of the public /heat-load page, handed to the workspace after sign-in. */
export const VISITOR_HEAT_LOAD_DRAFT_KEY = `${PREFIX}visitor:/heat-load`;

/** A stored draft and when it was stored. */
export interface StoredDraft {
  readonly draft: Record<string, unknown>;
  /** ISO time of the last edit. */
  readonly savedAt: string;
}

/**
 * The slot of one page for one user, e.g. `hvac:draft:{uid}:/calculators/heat-load`. Per user, so a
 * second account in the same browser is never offered the first one's work.
 */
export function draftKey(uid: string, path: string): string {
  return `${PREFIX}${uid}:${path}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): drafts are then simply not kept.
    return null;
  }
}

/** The draft in a slot, or null when there is none or it cannot be read. */
export function readDraft(key: string): StoredDraft | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object') return null;
    const { draft, savedAt } = parsed as Record<string, unknown>;
    if (draft === null || typeof draft !== 'object' || Array.isArray(draft)) return null;
    if (typeof savedAt !== 'string') return null;
    return { draft: draft as Record<string, unknown>, savedAt };
  } catch {
    return null;
  }
}

/** Stores a draft; returns false when the browser refused (full or disabled storage). */
export function writeDraft(key: string, draft: Record<string, unknown>, now = new Date()): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify({ draft, savedAt: now.toISOString() }));
    return true;
  } catch {
    return false;
  }
}

/** Removes a slot's draft (after a save, or when the user discards it). */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: a draft that cannot be removed is offered again, never applied silently.
  }
}
