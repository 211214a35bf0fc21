import { convertValue } from '../units/quantities.js';
import { convertDraftNumber, convertDraft, isRecord, isUnitSystem } from '../_lib/draft-convert.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { convertFieldsDraft } from '../_lib/field-spec.js';
import { PIPE_FIELD_SPECS } from './fields.js';
import type { PipeFormDraft, PipeInput, PipeInputDraft } from './schema.js';

/** Converts one value, keeping a draft's shape: numbers stay numbers, numeric strings strings. */
function convertOne(value: unknown, quantity: Quantity, from: UnitSystem, to: UnitSystem): unknown {
  return convertDraftNumber(value, (number) => convertValue(number, quantity, from, to));
}

/** Converts one field of every row of a list, leaving rows that are not objects alone. */
function convertRows(
  rows: unknown,
  field: string,
  quantity: Quantity,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown) => {
    if (!isRecord(row) || !(field in row)) return row;
    return { ...row, [field]: convertOne(row[field], quantity, from, to) };
  });
}

/**
 * A pipe-sizer input re-expressed in another unit system: flow (gpm ↔ L/s), pipe length (ft ↔ m),
 * target friction rate (ft of water/100 ft ↔ Pa/m), fluid temperature (°F ↔ °C), maximum velocity
 * (ft/s ↔ m/s), each fitting's equivalent length (ft ↔ m) and each equipment pressure drop (ft of
 * water ↔ kPa) are converted; the glycol concentration, fitting K values and quantities are kept;
 * `unitSystem` is set to the target. Values are not rounded, so converting back gives the original
 * numbers (to round-off). A draft keeps its shape: numbers stay numbers, numeric strings become
 * strings of the converted number, blanks and non-numeric values are left as they are.
 *
 * @param input - A parsed input or a form's draft (possibly partial); a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object; the input is not changed.
 * @see NIST SP 811 (2008), appendix B (1 gal = 3.785411784 L, 1 ft = 0.3048 m); 1 ft of water
 *   (conventional, 1000 kg/m³ × g × 0.3048 m) = 2989.07 Pa
 * @example convertPipeInput({ unitSystem: 'Imperial', flowRate: 12 }, 'Metric').flowRate //=> 0.757082…
 */
export function convertPipeInput(input: PipeInput, toUnitSystem: UnitSystem): PipeInput;
export function convertPipeInput(input: PipeInputDraft, toUnitSystem: UnitSystem): PipeInputDraft;
export function convertPipeInput(input: PipeFormDraft, toUnitSystem: UnitSystem): PipeFormDraft;
export function convertPipeInput(
  input: Partial<PipeInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<PipeInputDraft>;
export function convertPipeInput(
  input: Partial<PipeFormDraft>,
  toUnitSystem: UnitSystem,
): Partial<PipeFormDraft> {
  return convertDraft(input, toUnitSystem, (from) => {
    const converted: Record<string, unknown> = convertFieldsDraft(
      PIPE_FIELD_SPECS,
      input,
      toUnitSystem,
    );
    if ('fittings' in input) {
      converted.fittings = convertRows(
        input.fittings,
        'customEquivalentLength',
        'length',
        from,
        toUnitSystem,
      );
    }
    if ('equipment' in input) {
      converted.equipment = convertRows(
        input.equipment,
        'pressureDrop',
        'pipeHeadLoss',
        from,
        toUnitSystem,
      );
    }
    return converted as Partial<PipeFormDraft>;
  });
}

/** The flow-from-load helper's entries as a form holds them (numbers may be blank). */
export interface FlowFromLoadDraft {
  /** Heat load, Btu/h | W. */
  readonly load?: number | string | undefined;
  /** Temperature difference, °F | K. */
  readonly deltaT?: number | string | undefined;
}

/**
 * The flow-from-load helper's heat load (Btu/h ↔ W) and temperature difference (°F ↔ K) in another
 * unit system; blanks stay blank.
 *
 * @example convertFlowFromLoadDraft({ load: 120000, deltaT: 20 }, 'Imperial', 'Metric').deltaT //=> 11.111…
 */
export function convertFlowFromLoadDraft(
  draft: FlowFromLoadDraft,
  from: UnitSystem,
  to: UnitSystem,
): FlowFromLoadDraft {
  if (typeof draft !== 'object' || draft === null) return draft;
  if (from === to || !isUnitSystem(from) || !isUnitSystem(to)) return { ...draft };
  return {
    load: convertOne(draft.load, 'heatRate', from, to) as FlowFromLoadDraft['load'],
    deltaT: convertOne(
      draft.deltaT,
      'temperatureDifference',
      from,
      to,
    ) as FlowFromLoadDraft['deltaT'],
  };
}
