import { describe, expect, it } from 'vitest';
import { defaultDuctNoisePathInput } from '@org/hvac-core/acoustics';
import { defaultEnergyCostInput } from '@org/hvac-core/energy';
import { defaultPsychrometricChartInput } from '@org/hvac-core/psychrometrics';
import { acousticDefinition } from '../calculators/acoustics/definition';
import { energyDefinition } from '../calculators/energy/definition';
import { heatLoadDefinition } from '../calculators/heat-load/definition';
import { psychrometricDefinition } from '../calculators/psychrometrics/definition';
import { ventilationDefinition } from '../calculators/ventilation/definition';
import { compareSnapshots } from './snapshot';
import { UNREADABLE_FILE_MESSAGE, readFileData, toFileData, withoutUndefined } from './stored-file';
import { parseDraft } from './parse-with-schema';

const kitchen = {
  calculationName: 'Kitchen hood ventilation',
  unitSystem: 'Imperial',
  roomWidth: 12,
  roomLength: 4,
  roomHeight: 1,
  airChangesPerHour: 300,
};

describe('toFileData', () => {
  it('stores the spec’s input fields at the top level, the results and the engine version', () => {
    const parsed = parseDraft(ventilationDefinition, kitchen);
    if (!parsed.ok) throw new Error('kitchen must parse');
    const result = ventilationDefinition.calculate(parsed.input);
    const data = toFileData(
      ventilationDefinition,
      parsed.input,
      ventilationDefinition.snapshot(result),
      '9.9.9',
    );
    expect(data).toMatchObject({
      ...kitchen,
      results: { roomVolume: 48, requiredAirflow: 240 },
      hvacCoreVersion: '9.9.9',
    });
  });

  it('drops undefined values and fields the calculator does not list', () => {
    const data = toFileData(
      ventilationDefinition,
      { ...kitchen, airflow: undefined, stray: 1 },
      {},
    );
    expect(data).not.toHaveProperty('airflow');
    expect(data).not.toHaveProperty('stray');
  });
});

describe('withoutUndefined', () => {
  it('drops undefined values at any depth, keeping arrays, nulls and other values', () => {
    const input = {
      a: 1,
      b: undefined,
      nested: { c: undefined, d: null, e: [{ f: undefined, g: 'x' }, 2] },
    };
    expect(withoutUndefined(input)).toEqual({ a: 1, nested: { d: null, e: [{ g: 'x' }, 2] } });
    expect(JSON.stringify(withoutUndefined(input))).not.toContain('undefined');
    expect(Object.keys(withoutUndefined(input).nested.e[0] as object)).toEqual(['g']);
  });
});

describe('readFileData', () => {
  it('opens a template (inputs only) with no snapshot', () => {
    const opened = readFileData(ventilationDefinition, kitchen);
    expect(opened.status).toBe('ok');
    if (opened.status !== 'ok') return;
    expect(opened.snapshot).toBeNull();
    expect(opened.draft).toMatchObject(kitchen);
    const parsed = parseDraft(ventilationDefinition, opened.draft);
    expect(parsed.ok && ventilationDefinition.calculate(parsed.input).requiredAirflow).toBe(240);
  });

  it('round-trips a saved file to the same numbers', () => {
    const parsed = parseDraft(heatLoadDefinition, heatLoadDefinition.createDraft('Metric'));
    if (!parsed.ok) throw new Error('default must parse');
    const snapshot = heatLoadDefinition.snapshot(heatLoadDefinition.calculate(parsed.input));
    const data = JSON.parse(
      JSON.stringify(toFileData(heatLoadDefinition, parsed.input, snapshot)),
    ) as Record<string, unknown>;
    const opened = readFileData(heatLoadDefinition, data);
    if (opened.status !== 'ok') throw new Error('must open');
    const reparsed = parseDraft(heatLoadDefinition, opened.draft);
    if (!reparsed.ok) throw new Error('must parse');
    expect(
      compareSnapshots(
        opened.snapshot ?? {},
        heatLoadDefinition.snapshot(heatLoadDefinition.calculate(reparsed.input)),
      ),
    ).toEqual([]);
    expect(opened.savedVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reports damaged inputs with the engine’s messages and keeps them', () => {
    const opened = readFileData(ventilationDefinition, {
      ...kitchen,
      roomWidth: 'wide',
      results: { roomVolume: 48 },
    });
    expect(opened.status).toBe('damaged');
    if (opened.status !== 'damaged') return;
    expect(opened.issues).toContainEqual({
      field: 'roomWidth',
      message: 'Room width must be a number.',
    });
    expect(opened.rawInputs).toMatchObject({ roomWidth: 'wide' });
    expect(opened.rawInputs).not.toHaveProperty('results');
  });

  // Issue 16: files like these made safeParse throw (or run for half a minute) while the page
  // rendered; they must open as damaged, with their raw inputs kept.
  it.each([
    [
      'an energy file with a null cooling demand',
      energyDefinition,
      { ...defaultEnergyCostInput('Imperial'), cooling: null },
    ],
    [
      'an energy file with a null option row',
      energyDefinition,
      { ...defaultEnergyCostInput('Imperial'), options: [null] },
    ],
    [
      'an acoustic file with a null element row',
      acousticDefinition,
      {
        ...defaultDuctNoisePathInput('Imperial'),
        elements: [...(defaultDuctNoisePathInput('Imperial').elements ?? []), null],
      },
    ],
    [
      'a chart file with a state at the boiling point holding a humidity ratio of 1',
      psychrometricDefinition,
      {
        ...defaultPsychrometricChartInput('Imperial'),
        states: [
          {
            id: 'hot',
            label: 'Hot',
            spec: { by: 'humidityRatio', dryBulb: 212, humidityRatio: 1 },
          },
        ],
        processes: [],
      },
    ],
  ] as const)('opens %s as damaged, keeping its inputs', (_name, module, inputs) => {
    const opened = readFileData(module, { ...inputs, results: {} });
    expect(opened.status).toBe('damaged');
    if (opened.status !== 'damaged') return;
    expect(opened.issues.length).toBeGreaterThan(0);
    for (const issue of opened.issues) expect(issue.message).not.toMatch(/^Invalid (input|option)/);
    expect(opened.rawInputs).toMatchObject(inputs as Record<string, unknown>);
  });

  it('opens a file on which the engine throws as damaged instead of throwing', () => {
    const throwingSchema = {
      safeParse: (): never => {
        throw new TypeError('Cannot read properties of null');
      },
    } as unknown as typeof ventilationDefinition.schema;
    const throwing = { ...ventilationDefinition, schema: throwingSchema };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const opened = readFileData(throwing, { ...kitchen, results: {} });
      expect(opened).toEqual({
        status: 'damaged',
        issues: [{ message: UNREADABLE_FILE_MESSAGE }],
        rawInputs: kitchen,
      });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it.each([null, 'text', [1, 2]])(
    'opens data that is not a set of fields (%j) as damaged',
    (data) => {
      const opened = readFileData(ventilationDefinition, data);
      expect(opened.status).toBe('damaged');
    },
  );
});
