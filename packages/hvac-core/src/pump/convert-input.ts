import { convertValue } from '../units/quantities.js';
import { convertDraftNumber, convertDraft, isRecord } from '../_lib/draft-convert.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { absolutePressureFromPa, absolutePressureToPa } from './schema.js';
import type { PumpHeadInputDraft } from './schema.js';

/** A value as a form holds it while typing: every number may be blank (undefined), every field absent. */
type FormValue<T> = T extends number
  ? number | undefined
  : T extends readonly (infer Item)[]
    ? FormValue<Item>[]
    : T extends object
      ? { [K in keyof T]?: FormValue<T[K]> }
      : T;

/**
 * A pump-head input as a form holds it: like {@link PumpHeadInputDraft}, but any number may be blank
 * while the user types (the schema then names the missing field, or applies its default) and any
 * field may be absent. Parsed inputs and drafts are both form drafts.
 */
export type PumpHeadFormDraft = FormValue<PumpHeadInputDraft>;

type Converter = (value: number) => number;
type Row = Record<string, unknown>;

/** A copy of `row` with the listed numbers converted; other values (blank, text) kept as they are. */
function convertRow(row: unknown, converters: Readonly<Record<string, Converter>>): unknown {
  if (!isRecord(row)) return row;
  const next: Row = { ...row };
  for (const [key, convert] of Object.entries(converters)) {
    const value = row[key];
    if (typeof value === 'number') next[key] = convertDraftNumber(value, convert);
  }
  return next;
}

function convertRows(
  rows: unknown,
  converters: Readonly<Record<string, Converter>>,
  nested?: (row: Row) => Row,
): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown) => {
    const converted = convertRow(row, converters);
    return nested && isRecord(converted) ? nested(converted) : converted;
  });
}

/**
 * A pump-head input re-expressed in another unit system: flows, lengths, temperatures, pressure
 * drops, heads and the absolute suction pressure are converted, percentages, K values and quantities
 * kept, and `unitSystem` set to the target. Values are not rounded, so converting back gives the
 * original numbers (to round-off). Blank and non-numeric values are left as they are; absent fields
 * stay absent.
 *
 * @param input - A parsed input or a form's draft; a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the input in.
 * @returns A new object of the same shape; the input is not changed.
 * @example convertPumpHeadInput({ unitSystem: 'Imperial', flowRate: 100 }, 'Metric').flowRate //=> 6.309
 */
export function convertPumpHeadInput<T extends PumpHeadFormDraft>(
  input: T,
  toUnitSystem: UnitSystem,
): T {
  return convertDraft(input, toUnitSystem, (from) => {
    const by =
      (quantity: Quantity): Converter =>
      (value) =>
        convertValue(value, quantity, from, toUnitSystem);
    const absolutePressure: Converter = (value) =>
      absolutePressureFromPa(absolutePressureToPa(value, from), toUnitSystem);

    const top = convertRow(input, {
      flowRate: by('waterFlow'),
      fluidTemperature: by('temperature'),
      staticLift: by('length'),
    }) as Row;
    top.unitSystem = toUnitSystem;
    if ('sections' in input) {
      top.sections = convertRows(
        input.sections,
        { length: by('length'), flowRate: by('waterFlow') },
        (section) =>
          'fittings' in section
            ? {
                ...section,
                fittings: convertRows(section.fittings, { customEquivalentLength: by('length') }),
              }
            : section,
      );
    }
    if ('components' in input) {
      top.components = convertRows(input.components, { pressureDrop: by('pipeHeadLoss') });
    }
    if ('suction' in input) {
      top.suction = convertRow(input.suction, {
        referencePressure: absolutePressure,
        liquidLevelAboveImpeller: by('length'),
        suctionLosses: by('pipeHeadLoss'),
        npshRequired: by('pumpHead'),
      });
    }
    if ('pumpCurve' in input && isRecord(input.pumpCurve)) {
      top.pumpCurve = {
        ...input.pumpCurve,
        points: convertRows(input.pumpCurve.points, {
          flowRate: by('waterFlow'),
          head: by('pumpHead'),
        }),
      };
    }
    return top as T;
  });
}
