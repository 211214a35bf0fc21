import type { HydronicSystemInputDraft } from '@org/hvac-core/hydronic-system';
import type { UnitSystem } from '@org/hvac-core/units';
import type { DraftPath } from '../../calculator-kit/draft-path';

/** What every part of the hydronic form gets: the draft, its setters and its messages. */
export interface HydronicFormApi {
  readonly draft: HydronicSystemInputDraft;
  readonly unitSystem: UnitSystem;
  /** Sets one value of the draft (undefined removes it). */
  set(path: DraftPath, value: unknown): void;
  /** Replaces the whole draft (a tree operation). */
  update(next: HydronicSystemInputDraft): void;
  /** The message to show under a field now, if any. */
  error(path: DraftPath): string | undefined;
  /** Reveals a field's message once it is left. */
  touch(path: DraftPath): void;
}
