import { z } from 'zod';
import { fromSi, toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { calculateDuct } from './calculate-duct.js';
import type { DuctResult } from './calculate-duct.js';
import type { FrictionRateDesignResult } from './friction-rate-design.js';
import { formatQuantity } from './format.js';
import { DuctInputSchema } from './schema.js';
import type { DuctInputDraft } from './schema.js';

/** Most sections in one schedule. */
export const MAX_SCHEDULE_SECTIONS = 200;

const SectionSchema = z.object(
  {
    id: z
      .string({ error: 'Section id must be text.' })
      .trim()
      .min(1, { error: 'Section id is required.' })
      .max(100),
    /** The section upstream of this one (toward the fan); none for the first section. */
    parentId: z.string({ error: 'Section parent must be text.' }).trim().max(100).optional(),
    calculationName: z.unknown().optional(),
    airflow: z.unknown(),
    ductLength: z.unknown().optional(),
    fittings: z.unknown().optional(),
    ductShape: z.unknown().optional(),
    aspectRatio: z.unknown().optional(),
    application: z.unknown().optional(),
  },
  { error: 'Each section must be an object with an id and an airflow.' },
);

/** The fields every section shares with the schedule (sized at one friction rate). */
const SHARED_FIELDS = [
  'unitSystem',
  'targetFriction',
  'material',
  'airTemperature',
  'altitude',
  'roundingMode',
  'ductShape',
  'aspectRatio',
  'application',
  'frictionRateDesign',
] as const;

type Shared = Partial<Record<(typeof SHARED_FIELDS)[number], unknown>>;

function sectionDraft(shared: Shared, section: z.output<typeof SectionSchema>): DuctInputDraft {
  const draft: Record<string, unknown> = { sizingMethod: 'friction' };
  for (const field of SHARED_FIELDS) if (shared[field] !== undefined) draft[field] = shared[field];
  for (const [field, value] of Object.entries(section)) {
    if (field !== 'id' && field !== 'parentId' && value !== undefined) draft[field] = value;
  }
  return draft as DuctInputDraft;
}

/**
 * Input of an equal-friction schedule: the shared design values (unit system, target friction or the
 * Manual D friction-rate worksheet, material, air, rounding, default shape, aspect ratio and
 * application) and the sections, each with
 * an id, its upstream `parentId`, airflow, length and fittings (and optionally its own shape,
 * aspect ratio or application).
 */
export const EqualFrictionScheduleInputSchema = z
  .object(
    {
      unitSystem: z.unknown().optional(),
      targetFriction: z.unknown().optional(),
      material: z.unknown().optional(),
      airTemperature: z.unknown().optional(),
      altitude: z.unknown().optional(),
      roundingMode: z.unknown().optional(),
      ductShape: z.unknown().optional(),
      aspectRatio: z.unknown().optional(),
      application: z.unknown().optional(),
      /** ACCA Manual D friction-rate worksheet; with the target friction blank, every section is sized at its rate. */
      frictionRateDesign: z.unknown().optional(),
      sections: z
        .array(SectionSchema, { error: 'Sections must be a list.' })
        .min(1, { error: 'Add at least one section.' })
        .max(MAX_SCHEDULE_SECTIONS, {
          error: `A schedule can have at most ${MAX_SCHEDULE_SECTIONS} sections.`,
        }),
    },
    { error: 'The schedule input must be an object.' },
  )
  .superRefine((data, ctx) => {
    const ids = new Map<string, number>();
    data.sections.forEach((section, index) => {
      if (ids.has(section.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          message: `Section id "${section.id}" is used twice.`,
        });
      } else {
        ids.set(section.id, index);
      }
    });
    data.sections.forEach((section, index) => {
      const parsed = DuctInputSchema.safeParse(sectionDraft(data, section));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const [first] = issue.path;
          const shared = SHARED_FIELDS.some((field) => field === first);
          ctx.addIssue({
            code: 'custom',
            path: shared
              ? issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))
              : [
                  'sections',
                  index,
                  ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
                ],
            message: issue.message,
          });
        }
      }
      if (section.parentId === undefined || section.parentId === '') return;
      if (!ids.has(section.parentId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'parentId'],
          message: `Parent section "${section.parentId}" does not exist.`,
        });
        return;
      }
      const seen = new Set<string>([section.id]);
      let parent: string | undefined = section.parentId;
      while (parent !== undefined && parent !== '') {
        if (seen.has(parent)) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', index, 'parentId'],
            message: `Section "${section.id}" is its own upstream section (a loop).`,
          });
          return;
        }
        seen.add(parent);
        const parentIndex = ids.get(parent);
        parent = parentIndex === undefined ? undefined : data.sections[parentIndex]?.parentId;
      }
    });
  });

export type EqualFrictionScheduleInputDraft = z.input<typeof EqualFrictionScheduleInputSchema>;

/** One section of a schedule, sized at the schedule's friction rate. */
export interface EqualFrictionSectionResult {
  readonly id: string;
  readonly parentId?: string;
  readonly result: DuctResult;
  /** Total pressure loss from the first section to the end of this one, in. wg or Pa. */
  readonly pathPressureLoss: number;
}

export interface EqualFrictionSchedule {
  readonly unitSystem: UnitSystem;
  readonly sections: readonly EqualFrictionSectionResult[];
  /** Section ids from the first section to the end of the path with the largest loss. */
  readonly criticalPath: readonly string[];
  /** Total pressure loss of the critical path (duct + fittings), in. wg or Pa: what the fan must add. */
  readonly criticalPathPressureLoss: number;
  readonly text: { readonly criticalPathPressureLoss: string };
  /** The Manual D friction-rate worksheet, present only when the input has one. */
  readonly frictionRateDesign?: FrictionRateDesignResult;
}

/**
 * Sizes a duct system by the equal-friction method: every section at the same friction rate, then
 * the pressure loss along each path from the first section, and the critical path (the largest).
 *
 * @param draft - Shared design values and the sections (see {@link EqualFrictionScheduleInputSchema}).
 * @returns Each section's sizing result and path loss, the critical path and its loss.
 * @throws {ZodError} If the input is invalid; section issues have paths ['sections', i, field].
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Equal-friction method" and "HVAC duct design
 *   procedures" (the critical path sets the fan total pressure)
 * @example equalFrictionSchedule({ targetFriction: 0.1, sections: [{ id: 'A', airflow: 2000, ductLength: 50 }] }).criticalPath //=> ['A']
 */
export function equalFrictionSchedule(
  draft: EqualFrictionScheduleInputDraft,
): EqualFrictionSchedule {
  const input = EqualFrictionScheduleInputSchema.parse(draft);
  const results = new Map<
    string,
    { section: z.output<typeof SectionSchema>; result: DuctResult }
  >();
  for (const section of input.sections) {
    results.set(section.id, { section, result: calculateDuct(sectionDraft(input, section)) });
  }
  const first = results.values().next().value;
  const unitSystem: UnitSystem = first?.result.unitSystem ?? 'Imperial';
  const pathPa = new Map<string, number>();
  const lossPa = (id: string): number => {
    const known = pathPa.get(id);
    if (known !== undefined) return known;
    const entry = results.get(id);
    if (!entry) return 0;
    const own = toSi(entry.result.totalPressureLoss, 'ductPressureLoss', unitSystem);
    const parent = entry.section.parentId;
    const total = own + (parent ? lossPa(parent) : 0);
    pathPa.set(id, total);
    return total;
  };
  const sections = input.sections.map((section): EqualFrictionSectionResult => {
    const entry = results.get(section.id);
    if (!entry) throw new Error(`Section ${section.id} was not sized.`);
    return {
      id: section.id,
      ...(section.parentId ? { parentId: section.parentId } : {}),
      result: entry.result,
      pathPressureLoss: fromSi(lossPa(section.id), 'ductPressureLoss', unitSystem),
    };
  });
  let criticalId = sections[0]?.id ?? '';
  for (const section of sections)
    if (lossPa(section.id) > lossPa(criticalId)) criticalId = section.id;
  const criticalPath: string[] = [];
  for (let id: string | undefined = criticalId; id; id = results.get(id)?.section.parentId)
    criticalPath.unshift(id);
  const criticalPathPressureLoss = fromSi(lossPa(criticalId), 'ductPressureLoss', unitSystem);
  return {
    unitSystem,
    sections,
    criticalPath,
    criticalPathPressureLoss,
    text: {
      criticalPathPressureLoss: formatQuantity(
        criticalPathPressureLoss,
        'ductPressureLoss',
        unitSystem,
      ),
    },
    ...(first?.result.frictionRateDesign === undefined
      ? {}
      : { frictionRateDesign: first.result.frictionRateDesign }),
  };
}
