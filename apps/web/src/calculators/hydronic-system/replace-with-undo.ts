import type { HydronicSystemInputDraft } from '@org/hvac-core/hydronic-system';
import { showUndoNotification } from '../../notices/undo-notification';
import type { HydronicFormApi } from './form-api';

/**
 * Replaces the whole draft (a layout, a deletion, a resize) and offers Undo for ten seconds, which
 * puts the draft as it was back. `what` names what Undo restores; `message` replaces "Deleted
 * {what}." for a change that is not a deletion.
 */
export function replaceWithUndo(
  api: HydronicFormApi,
  next: HydronicSystemInputDraft,
  kind: string,
  what: string,
  message?: string,
): void {
  const before = api.draft;
  api.update(next);
  showUndoNotification(`hydronic-${kind}-${Date.now()}`, what, () => api.update(before), message);
}
