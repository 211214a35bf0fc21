import { describe, expect, it } from 'vitest';
import { fieldRange, type NumberFieldSpec } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/unit-system.js';
import { defaultDuctSystemInput } from './default-input.js';
import {
  DUCT_SYSTEM_ANALYSIS_FIELD_SPECS,
  DUCT_SYSTEM_COMPONENT_FIELD_SPECS,
  DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS,
  DUCT_SYSTEM_FITTING_FIELD_SPECS,
  DUCT_SYSTEM_SECTION_FIELD_SPECS,
  DUCT_SYSTEM_SETTINGS_FIELD_SPECS,
  DUCT_SYSTEM_TERMINAL_FIELD_SPECS,
  ductSystemFittingFieldSpec,
} from './number-fields.js';
import { DuctSystemInputSchema } from './schema.js';

type Path = readonly (string | number)[];
type Draft = Record<string | number, unknown>;

const UNIT_SYSTEMS: readonly UnitSystem[] = ['Imperial', 'Metric'];

/** The leaf section of the default input that carries a terminal. */
function terminalSection(input: Draft): number {
  const sections = input['sections'] as Draft[];
  return sections.findIndex((section) => section['terminal'] !== undefined);
}

/**
 * Each field of the tables, with where it sits in an input made from the default one (a row of
 * the kind that has it added where the default has none).
 */
const CASES: readonly {
  readonly name: string;
  readonly spec: NumberFieldSpec;
  readonly place: (input: Draft) => Path;
}[] = [
  ...Object.entries(DUCT_SYSTEM_SETTINGS_FIELD_SPECS).map(([field, spec]) => ({
    name: `settings ${field}`,
    spec,
    place: (input: Draft): Path => {
      // The aspect ratio may not exceed the largest allowed, a check of its own.
      if (field === 'aspectRatio') input['maxAspectRatio'] = 10;
      return [field];
    },
  })),
  ...Object.entries(DUCT_SYSTEM_SECTION_FIELD_SPECS)
    .filter(([field]) => field !== 'aspectRatio' && field !== 'damperCoefficient')
    .map(([field, spec]) => ({
      name: `section ${field}`,
      spec,
      place: () => ['sections', 0, field],
    })),
  {
    name: 'section aspectRatio',
    spec: DUCT_SYSTEM_SECTION_FIELD_SPECS.aspectRatio,
    place: () => ['sections', 0, 'aspectRatio'],
  },
  {
    name: 'section damperCoefficient',
    spec: DUCT_SYSTEM_SECTION_FIELD_SPECS.damperCoefficient,
    place: () => ['sections', 0, 'damperCoefficient'],
  },
  ...Object.entries(DUCT_SYSTEM_TERMINAL_FIELD_SPECS).map(([field, spec]) => ({
    name: `terminal ${field}`,
    spec,
    place: (input: Draft) => ['sections', terminalSection(input), 'terminal', field],
  })),
  ...Object.entries(DUCT_SYSTEM_COMPONENT_FIELD_SPECS).map(([field, spec]) => ({
    name: `component ${field}`,
    spec,
    place: () => ['components', 0, field],
  })),
  {
    name: 'fitting quantity',
    spec: DUCT_SYSTEM_FITTING_FIELD_SPECS.quantity,
    place: () => ['sections', 0, 'fittings', 0, 'quantity'],
  },
  {
    name: 'custom fitting coefficient',
    spec: DUCT_SYSTEM_FITTING_FIELD_SPECS.coefficient,
    place: (input) => {
      ((input['sections'] as Draft[])[0] as Draft)['fittings'] = [
        { type: 'custom', coefficient: 1, source: 'test' },
      ];
      return ['sections', 0, 'fittings', 0, 'coefficient'];
    },
  },
  ...(['pressureDrop', 'ratedAirflow'] as const).map((field) => ({
    name: `manufacturer fitting ${field}`,
    spec: DUCT_SYSTEM_FITTING_FIELD_SPECS[field],
    place: (input: Draft): Path => {
      ((input['sections'] as Draft[])[0] as Draft)['fittings'] = [
        { type: 'manufacturer', pressureDrop: 0.1, ratedAirflow: 1000, source: 'test' },
      ];
      return ['sections', 0, 'fittings', 0, field];
    },
  })),
  // A fitting's angle and radius ratio by its type, on the second section (it has a parent).
  ...(
    [
      ['elbow', 'angle', { type: 'elbow', angle: 90, radiusRatio: 1.5 }],
      ['elbow', 'radiusRatio', { type: 'elbow', angle: 90, radiusRatio: 1.5 }],
      ['junction', 'angle', { type: 'junction', path: 'branch', angle: 90 }],
      ['transition', 'angle', { type: 'transition', angle: 30 }],
      ['entry', 'radiusRatio', { type: 'entry', radiusRatio: 0.2 }],
    ] as const
  ).map(([type, field, fitting]) => ({
    name: `${type} fitting ${field}`,
    spec: ductSystemFittingFieldSpec(type, field),
    place: (input: Draft): Path => {
      ((input['sections'] as Draft[])[1] as Draft)['fittings'] = [{ ...fitting }];
      return ['sections', 1, 'fittings', 0, field];
    },
  })),
  {
    name: 'analysis fanTotalPressure',
    spec: DUCT_SYSTEM_ANALYSIS_FIELD_SPECS.fanTotalPressure,
    place: (input) => {
      input['mode'] = 'analysis';
      input['analysis'] = { fanTotalPressure: 1 };
      return ['analysis', 'fanTotalPressure'];
    },
  },
  ...(['airflow', 'totalPressure'] as const).map((field) => ({
    name: `fan curve ${field}`,
    spec: DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS[field],
    place: (input: Draft): Path => {
      input['mode'] = 'analysis';
      input['analysis'] = {
        fanCurve: [
          { airflow: 0, totalPressure: 2 },
          { airflow: 1000, totalPressure: 1 },
        ],
      };
      // The first point must be above zero pressure (a rule of its own): check the second's.
      return ['analysis', 'fanCurve', field === 'totalPressure' ? 1 : 0, field];
    },
  })),
];

/** The schema's messages on the field's own path when it holds `value`. */
function messagesAt(unitSystem: UnitSystem, place: (input: Draft) => Path, value: number) {
  const input = structuredClone(defaultDuctSystemInput(unitSystem)) as unknown as Draft;
  const path = place(input);
  let target: Draft = input;
  for (const key of path.slice(0, -1)) target = target[key] as Draft;
  target[path[path.length - 1] as string | number] = value;
  const parsed = DuctSystemInputSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => issue.path.join('.') === path.join('.'))
    .map((issue) => issue.message);
}

describe('the duct system number field tables', () => {
  // The form's min and max are what the schema refuses beyond: one source for both.
  for (const unitSystem of UNIT_SYSTEMS) {
    for (const { name, spec, place } of CASES) {
      it(`${name} (${unitSystem}): the spec's range is the schema's`, () => {
        const { min, max } = fieldRange(spec, unitSystem);
        expect(messagesAt(unitSystem, place, max)).toEqual([]);
        expect(messagesAt(unitSystem, place, min)).toEqual([]);
        const step = Math.max(1, Math.abs(max)) * 0.01;
        expect(messagesAt(unitSystem, place, max + step).join(' ')).toMatch(/must be/);
        expect(
          messagesAt(unitSystem, place, min - Math.max(1, Math.abs(min)) * 0.01).join(' '),
        ).toMatch(/must be/);
      });
    }
  }
});
