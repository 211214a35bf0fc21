import { convertDraft, convertDraftNumber, isRecord } from '../_lib/draft-convert.js';
import { convertValue } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { numberFieldQuantities } from '../_lib/field-spec.js';
import {
  DUCT_SYSTEM_ANALYSIS_FIELD_SPECS,
  DUCT_SYSTEM_COMPONENT_FIELD_SPECS,
  DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS,
  DUCT_SYSTEM_FITTING_FIELD_SPECS,
  DUCT_SYSTEM_SECTION_FIELD_SPECS,
  DUCT_SYSTEM_SETTINGS_FIELD_SPECS,
  DUCT_SYSTEM_TERMINAL_FIELD_SPECS,
} from './number-fields.js';

// What converts is what the form's field tables give a quantity; plain numbers stay as they are.
const TOP_LEVEL = numberFieldQuantities(DUCT_SYSTEM_SETTINGS_FIELD_SPECS);
const SECTION = numberFieldQuantities(DUCT_SYSTEM_SECTION_FIELD_SPECS);
const TERMINAL = numberFieldQuantities(DUCT_SYSTEM_TERMINAL_FIELD_SPECS);
const COMPONENT = numberFieldQuantities(DUCT_SYSTEM_COMPONENT_FIELD_SPECS);
const FITTING_MANUFACTURER = numberFieldQuantities(DUCT_SYSTEM_FITTING_FIELD_SPECS);
const ANALYSIS = numberFieldQuantities(DUCT_SYSTEM_ANALYSIS_FIELD_SPECS);
const CURVE_POINT = numberFieldQuantities(DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS);

function convertFields(
  value: unknown,
  fields: Readonly<Record<string, Quantity>>,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [field, quantity] of Object.entries(fields)) {
    if (!Object.hasOwn(value, field)) continue;
    out[field] = convertDraftNumber(value[field], (number) =>
      convertValue(number, quantity, from, to),
    );
  }
  return out;
}

function convertList(value: unknown, each: (row: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(each) : value;
}

/**
 * A duct system input re-expressed in another unit system: friction rate, velocity, air
 * temperature, altitude, section lengths and dimensions, terminal, component and manufacturer
 * pressure drops and airflows, the analysis fan pressure and fan curve are converted; aspect
 * ratios, coefficients, angles, ratios and choices are kept, and `unitSystem` is set to the target.
 * Values are not rounded, so converting back gives the original numbers (to round-off). A draft
 * keeps its shape: numbers stay numbers, numeric strings become strings, blanks stay blank.
 *
 * @param input - A parsed input or a draft (possibly partial); a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express it in.
 * @returns A new object; the input is not changed.
 * @see NIST SP 811 (2008), appendix B.9 (the conversion factors, through `convertValue`)
 */
export function convertDuctSystemInput<T extends object>(input: T, toUnitSystem: UnitSystem): T {
  return convertDraft(input, toUnitSystem, (from, to) => {
    const record = input as unknown as Record<string, unknown>;
    const out = convertFields(record, TOP_LEVEL, from, to) as Record<string, unknown>;
    out['unitSystem'] = to;
    out['sections'] = convertList(record['sections'], (row) => {
      if (!isRecord(row)) return row;
      const section = convertFields(row, SECTION, from, to) as Record<string, unknown>;
      if (Object.hasOwn(row, 'terminal'))
        section['terminal'] = convertFields(row['terminal'], TERMINAL, from, to);
      if (Object.hasOwn(row, 'fittings'))
        section['fittings'] = convertList(row['fittings'], (fitting) =>
          isRecord(fitting) && fitting['type'] === 'manufacturer'
            ? convertFields(fitting, FITTING_MANUFACTURER, from, to)
            : fitting,
        );
      return section;
    });
    if (!Object.hasOwn(record, 'sections')) delete out['sections'];
    if (Object.hasOwn(record, 'components'))
      out['components'] = convertList(record['components'], (row) =>
        convertFields(row, COMPONENT, from, to),
      );
    if (Object.hasOwn(record, 'analysis')) {
      const analysis = convertFields(record['analysis'], ANALYSIS, from, to);
      if (
        isRecord(analysis) &&
        isRecord(record['analysis']) &&
        Object.hasOwn(record['analysis'], 'fanCurve')
      )
        analysis['fanCurve'] = convertList(record['analysis']['fanCurve'], (point) =>
          convertFields(point, CURVE_POINT, from, to),
        );
      out['analysis'] = analysis;
    }
    return out as unknown as T;
  });
}
