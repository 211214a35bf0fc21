import { z } from 'zod';
import { isRecord } from '../_lib/draft-convert.js';

/**
 * The kinds of calculation a schedule row can be filled from, by the engine domain that computes
 * them: heat load, pump head, ventilation, duct, building load (a row per air system), duct system
 * (its fan) and hydronic system (its pump). What a
 * kind is stored as, and where its files live, is the app's business: a link is opaque to the
 * engine.
 */
export const SCHEDULE_SOURCE_KINDS = [
  'heat-load',
  'pump',
  'ventilation',
  'duct',
  'building-load',
  'duct-system',
  'hydronic-system',
] as const;

export type ScheduleSourceKind = (typeof SCHEDULE_SOURCE_KINDS)[number];

/** Longest id a link may hold, characters: generous for any store's ids, and bounds a file's size. */
const SOURCE_ID_MAX_LENGTH = 1500;

const sourceId = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .min(1, { error: `${label} is required.` })
    .max(SOURCE_ID_MAX_LENGTH, {
      error: `${label} must be at most ${SOURCE_ID_MAX_LENGTH} characters.`,
    });

/**
 * The saved calculation a row was filled from: its kind, the file's id and, when it lies in another
 * project than the schedule, that project's id. The ids are the app's, opaque here.
 */
export const ScheduleSourceLinkSchema = z.object(
  {
    kind: z.enum(SCHEDULE_SOURCE_KINDS, {
      error: `Source kind must be one of ${SCHEDULE_SOURCE_KINDS.join(', ')}.`,
    }),
    fileId: sourceId('Source file id'),
    projectId: sourceId('Source project id').optional(),
  },
  { error: 'Source must be an object with a kind and a file id.' },
);

export type ScheduleSourceLink = z.output<typeof ScheduleSourceLinkSchema>;

/**
 * A schedule's data with its rows' source links in today's shape. Links saved by hvac-core before
 * 0.3 named the calculation by where the app stored it (`{ collection, fileId }`); the caller, who
 * knows its stored names, maps each to a kind, and the link becomes `{ kind, fileId }`. Anything it
 * does not recognise is left as it is, for the schema to report. The same object when nothing
 * changes.
 *
 * @param data - A schedule's data or draft (`{ rows: [...] }`), as stored.
 * @param kindOfStored - The kind of calculation stored under a name, or undefined for none.
 * @returns The data with the links upgraded.
 * @example withSourceKinds({ rows: [{ source: { collection: 'c', fileId: 'f' } }] }, () => 'duct')
 *   //=> { rows: [{ source: { kind: 'duct', fileId: 'f' } }] }
 */
export function withSourceKinds(
  data: unknown,
  kindOfStored: (storedName: string) => ScheduleSourceKind | undefined,
): unknown {
  if (!isRecord(data) || !Array.isArray(data['rows'])) return data;
  let changed = false;
  const rows = data['rows'].map((row: unknown) => {
    if (!isRecord(row) || !isRecord(row['source'])) return row;
    const { collection, ...link } = row['source'];
    if (typeof collection !== 'string' || 'kind' in link) return row;
    const kind = kindOfStored(collection);
    if (kind === undefined) return row;
    changed = true;
    return { ...row, source: { kind, ...link } };
  });
  return changed ? { ...data, rows } : data;
}
