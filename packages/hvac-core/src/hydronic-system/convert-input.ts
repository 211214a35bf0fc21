import { convertDraft, convertDraftNumber, isRecord } from '../_lib/draft-convert.js';
import { convertValue } from '../units/quantities.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import type { HydronicSystemInput, HydronicSystemInputDraft } from './schema.js';
import { CV_PER_KV } from './valves.js';

/** How a field converts: a quantity of the units module, or a flow coefficient (Cv ↔ Kv). */
type Conversion = Quantity | 'flowCoefficient';

type Converter = (value: unknown, conversion: Conversion) => unknown;

function converter(from: UnitSystem, to: UnitSystem): Converter {
  return (value, conversion) =>
    convertDraftNumber(value, (number) => {
      if (conversion !== 'flowCoefficient') return convertValue(number, conversion, from, to);
      return to === 'Imperial' ? number * CV_PER_KV : number / CV_PER_KV;
    });
}

/** A copy of a record with the listed fields converted (fields it lacks stay absent). */
function fields(
  value: unknown,
  convert: Converter,
  table: Readonly<Record<string, Conversion>>,
): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [field, conversion] of Object.entries(table))
    if (field in value) out[field] = convert(value[field], conversion);
  return out;
}

/** Each row of a list converted by `row`; a non-list is left alone. */
function rows(value: unknown, row: (item: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(row) : value;
}

/** A record's nested field converted by `convert`, when present. */
function nested(value: unknown, field: string, convert: (inner: unknown) => unknown): unknown {
  if (!isRecord(value) || !(field in value)) return value;
  return { ...value, [field]: convert(value[field]) };
}

/**
 * A hydronic-system input re-expressed in another unit system: flows (gpm ↔ L/s), loads
 * (Btu/h ↔ W), temperatures (°F ↔ °C), temperature differences (°F ↔ K), lengths (ft ↔ m),
 * pressure drops (ft of water ↔ kPa), the sizing friction rate (ft/100 ft ↔ Pa/m) and velocity (ft/s ↔ m/s), flow coefficients (Cv ↔ Kv, Cv = 1.156 Kv) and pump-curve
 * heads (ft ↔ m) are converted; ids, sizes, K values, angles, authorities and percentages are
 * kept. Values are not rounded, so converting back gives the original numbers (to round-off). A
 * draft keeps its shape: numbers stay numbers, numeric strings strings, blanks blanks.
 *
 * @param input - A parsed input or a form's draft; a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express it in.
 * @returns A new object; the input is not changed.
 * @see NIST SP 811 (2008), appendix B; IEC 60534-1 (Cv = 1.156 Kv)
 * @example convertHydronicSystemInput({ unitSystem: 'Metric', designDeltaT: 5 }, 'Imperial').designDeltaT //=> 9
 */
export function convertHydronicSystemInput(
  input: HydronicSystemInput,
  toUnitSystem: UnitSystem,
): HydronicSystemInput;
export function convertHydronicSystemInput(
  input: Partial<HydronicSystemInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<HydronicSystemInputDraft>;
export function convertHydronicSystemInput(
  input: Partial<HydronicSystemInputDraft>,
  toUnitSystem: UnitSystem,
): Partial<HydronicSystemInputDraft> {
  return convertDraft(input, toUnitSystem, (from, to) => {
    const convert = converter(from, to);
    const component = (row: unknown): unknown =>
      fields(row, convert, {
        pressureDrop: 'pipeHeadLoss',
        ratedFlowRate: 'waterFlow',
        flowCoefficient: 'flowCoefficient',
      });
    const fitting = (row: unknown): unknown =>
      fields(row, convert, { customEquivalentLength: 'length' });
    const run = (value: unknown): unknown =>
      nested(fields(value, convert, { length: 'length' }), 'fittings', (list) =>
        rows(list, fitting),
      );
    const terminal = (row: unknown): unknown => {
      let out = fields(row, convert, {
        load: 'heatRate',
        flowRate: 'waterFlow',
        deltaT: 'temperatureDifference',
      });
      out = nested(out, 'components', (list) => rows(list, component));
      out = nested(out, 'branchPipe', run);
      out = nested(out, 'controlValve', (valve) =>
        fields(valve, convert, { flowCoefficient: 'flowCoefficient' }),
      );
      out = nested(out, 'balancingValve', (valve) =>
        fields(valve, convert, { flowCoefficient: 'flowCoefficient' }),
      );
      return out;
    };
    let out = fields({ ...input, unitSystem: to }, convert, {
      fluidTemperature: 'temperature',
      designDeltaT: 'temperatureDifference',
      balancingValveMinimumPressureDrop: 'pipeHeadLoss',
      sizingFrictionRate: 'pipeFrictionRate',
      sizingMaxVelocity: 'waterVelocity',
    });
    out = nested(out, 'plant', (plant) =>
      nested(plant, 'components', (list) => rows(list, component)),
    );
    out = nested(out, 'sections', (list) => rows(list, run));
    out = nested(out, 'terminals', (list) => rows(list, terminal));
    out = nested(out, 'pump', (pump) =>
      nested(pump, 'curve', (curve) =>
        nested(curve, 'points', (list) =>
          rows(list, (point) =>
            fields(point, convert, { flowRate: 'waterFlow', head: 'pumpHead' }),
          ),
        ),
      ),
    );
    return out as Partial<HydronicSystemInputDraft>;
  });
}
