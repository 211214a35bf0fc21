import { FAN_DUTY_SOURCE_FIELDS, type FanDutySourceDraft } from '@org/hvac-core/fan';
import type { UnitSystem } from '@org/hvac-core/units';
import type { DutySourceFile, TakenDuty } from './DutyFromFilePanel';

/** Longest file name the engine's `dutySource` keeps (a longer one is cut, never rejected). */
const FILE_NAME_MAX = 200;

/**
 * The `dutySource` a fan draft stores when a duty is taken: the file, when it had last been saved,
 * and the values written (in the draft's units), so that a reopened file still names its source and
 * can tell when it has changed.
 */
export function dutyLinkOf(
  file: DutySourceFile,
  values: Readonly<Record<string, number>>,
): FanDutySourceDraft {
  const recorded: Record<string, number> = {};
  for (const field of FAN_DUTY_SOURCE_FIELDS) {
    const value = values[field];
    if (value !== undefined && Number.isFinite(value)) recorded[field] = value;
  }
  return {
    fileId: file.fileId,
    fileName: file.name.slice(0, FILE_NAME_MAX),
    ...(file.savedAt === undefined || Number.isNaN(file.savedAt.getTime())
      ? {}
      : { savedAt: file.savedAt.toISOString() }),
    values: recorded,
  };
}

/**
 * What a draft's stored link says was taken, for the panel and the field notes; null without a link
 * or with one a hand-edited file has left unreadable. Its values are in the draft's units: the
 * engine converts them with the fields on a switch of units.
 */
export function takenOfLink(link: unknown, unitSystem: UnitSystem): TakenDuty | null {
  if (typeof link !== 'object' || link === null) return null;
  const { fileId, fileName, values } = link as Record<string, unknown>;
  if (typeof fileId !== 'string' || fileId === '') return null;
  const taken: Record<string, number> = {};
  if (typeof values === 'object' && values !== null) {
    for (const field of FAN_DUTY_SOURCE_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === 'number' && Number.isFinite(value)) taken[field] = value;
    }
  }
  return {
    fileId,
    fileName: typeof fileName === 'string' ? fileName : '',
    values: taken,
    unitSystem,
  };
}
