import { describe, expect, it } from 'vitest';
import { fieldRange } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/unit-system.js';

const UNIT_SYSTEMS: readonly UnitSystem[] = ['Imperial', 'Metric'];
import { defaultHydronicSystemInput } from './default-input.js';
import { HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS, type HydronicSystemNumberField } from './fields.js';
import { HydronicSystemInputSchema } from './schema.js';

type Path = readonly (string | number)[];

/** Where each field sits in the default input, and what to clear so that it is the one in use. */
const WHERE: Readonly<Record<HydronicSystemNumberField, { at: Path; clear?: Path }>> = {
  fluidTemperature: { at: ['fluidTemperature'] },
  designDeltaT: { at: ['designDeltaT'] },
  balancingValveMinimumPressureDrop: { at: ['balancingValveMinimumPressureDrop'] },
  sizingFrictionRate: { at: ['sizingFrictionRate'] },
  sizingMaxVelocity: { at: ['sizingMaxVelocity'] },
  'sections.length': { at: ['sections', 0, 'length'] },
  'branchPipe.length': { at: ['terminals', 0, 'branchPipe', 'length'] },
  'tee.angle': { at: ['sections', 2, 'tee', 'angle'] },
  'fittings.customK': { at: ['sections', 0, 'fittings', 0, 'customK'] },
  'components.pressureDrop': { at: ['plant', 'components', 0, 'pressureDrop'] },
  'components.ratedFlowRate': { at: ['plant', 'components', 0, 'ratedFlowRate'] },
  'components.flowCoefficient': {
    at: ['plant', 'components', 0, 'flowCoefficient'],
    clear: ['plant', 'components', 0, 'pressureDrop'],
  },
  'terminals.flowRate': { at: ['terminals', 0, 'flowRate'], clear: ['terminals', 0, 'load'] },
  'terminals.load': { at: ['terminals', 0, 'load'] },
  'terminals.deltaT': { at: ['terminals', 0, 'deltaT'] },
  'controlValve.targetAuthority': { at: ['terminals', 0, 'controlValve', 'targetAuthority'] },
  'controlValve.flowCoefficient': { at: ['terminals', 0, 'controlValve', 'flowCoefficient'] },
  'balancingValve.flowCoefficient': { at: ['terminals', 0, 'balancingValve', 'flowCoefficient'] },
  'pump.pumpEfficiencyPercent': { at: ['pump', 'pumpEfficiencyPercent'] },
  'pump.motorEfficiencyPercent': { at: ['pump', 'motorEfficiencyPercent'] },
  'pump.curve.speedPercent': { at: ['pump', 'curve', 'speedPercent'] },
  'pump.curve.points.flowRate': { at: ['pump', 'curve', 'points', 3, 'flowRate'] },
  'pump.curve.points.head': { at: ['pump', 'curve', 'points', 0, 'head'] },
};

function withValue(unitSystem: UnitSystem, field: HydronicSystemNumberField, value: number) {
  const input: unknown = structuredClone(defaultHydronicSystemInput(unitSystem));
  const edit = (path: Path, next: number | undefined) => {
    let target = input as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    if (next === undefined) delete target[last];
    else target[last] = next;
  };
  const { at, clear } = WHERE[field];
  if (clear) edit(clear, undefined);
  edit(at, value);
  return input;
}

/** The messages the schema gives on the field's own path. */
function messagesAt(input: unknown, field: HydronicSystemNumberField): string[] {
  const parsed = HydronicSystemInputSchema.safeParse(input);
  if (parsed.success) return [];
  const key = WHERE[field].at.join('.');
  return parsed.error.issues
    .filter((issue) => issue.path.join('.') === key)
    .map((issue) => issue.message);
}

describe('HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS', () => {
  const fields = Object.keys(HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS) as HydronicSystemNumberField[];

  it('places every field of the table in the default input', () => {
    expect(Object.keys(WHERE).sort()).toEqual([...fields].sort());
  });

  // The form's min and max are what the schema refuses beyond: one source for both.
  for (const unitSystem of UNIT_SYSTEMS) {
    for (const field of fields) {
      it(`${field} (${unitSystem}): the spec's range is the schema's`, () => {
        const { min, max } = fieldRange(HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS[field], unitSystem);
        expect(messagesAt(withValue(unitSystem, field, max), field)).toEqual([]);
        const above = messagesAt(
          withValue(unitSystem, field, max + Math.max(1, max) * 0.01),
          field,
        );
        expect(above.join(' ')).toMatch(/must be|at most/);
        const below = messagesAt(
          withValue(unitSystem, field, min - Math.max(1, Math.abs(min))),
          field,
        );
        expect(below.join(' ')).toMatch(/must be|at least/);
      });
    }
  }
});
