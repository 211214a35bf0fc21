import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertHydronicSystemInput } from './convert-input.js';
import { defaultHydronicSystemInput } from './default-input.js';
import type { HydronicSystemInputDraft } from './schema.js';

describe('convertHydronicSystemInput', () => {
  it('converts each kind of number by its quantity', () => {
    const metric: Partial<HydronicSystemInputDraft> = {
      unitSystem: 'Metric',
      fluidTemperature: 10,
      designDeltaT: 5,
      terminals: [
        {
          id: 'T',
          supplyNode: 'a',
          returnNode: 'b',
          load: 1000,
          components: [{ name: 'Coil', pressureDrop: 2.98907, flowCoefficient: 10 }],
          controlValve: { flowCoefficient: 4, targetAuthority: 0.5 },
          branchPipe: { pipeMaterial: 'steelSchedule40', nominalSize: '1', length: 3.048 },
        },
      ],
      pump: { curve: { points: [{ flowRate: 1, head: 3.048 }] } },
    };
    const imperial = convertHydronicSystemInput(metric, 'Imperial');
    const terminal = imperial.terminals![0]!;
    expect(imperial.unitSystem).toBe('Imperial');
    expect(imperial.fluidTemperature).toBeCloseTo(50, 12);
    expect(imperial.designDeltaT).toBeCloseTo(9, 12);
    expect(terminal.load).toBeCloseTo(3412.14, 2); // 1 kW = 3412.14 Btu/h
    expect(terminal.components![0]!.pressureDrop).toBeCloseTo(1, 5); // 2.98907 kPa = 1 ft of water
    expect(terminal.components![0]!.flowCoefficient).toBeCloseTo(11.56, 12); // Cv = 1.156 Kv
    expect(terminal.controlValve!.flowCoefficient).toBeCloseTo(4.624, 12);
    expect(terminal.controlValve!.targetAuthority).toBe(0.5);
    expect(terminal.branchPipe!.length).toBeCloseTo(10, 12);
    expect(terminal.branchPipe!.nominalSize).toBe('1');
    expect(imperial.pump!.curve!.points![0]!.flowRate).toBeCloseTo(15.8503, 4); // 1 L/s in gpm
    expect(imperial.pump!.curve!.points![0]!.head).toBeCloseTo(10, 12);
  });

  it('round-trips a whole input to round-off', () => {
    for (const unitSystem of ['Imperial', 'Metric'] as const) {
      const input = defaultHydronicSystemInput(unitSystem);
      const other = unitSystem === 'Imperial' ? 'Metric' : 'Imperial';
      const back = convertHydronicSystemInput(convertHydronicSystemInput(input, other), unitSystem);
      const flat = (value: unknown): number[] =>
        typeof value === 'number'
          ? [value]
          : value !== null && typeof value === 'object'
            ? Object.values(value).flatMap(flat)
            : [];
      const before = flat(input);
      flat(back).forEach((value, i) => expect(value).toBeCloseTo(before[i]!, 9));
    }
  });

  it('keeps a draft’s shape: strings stay strings, blanks blanks, junk as typed', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() =>
          convertHydronicSystemInput(
            { unitSystem: 'Metric', terminals: junk } as never,
            'Imperial',
          ),
        ).not.toThrow();
      }),
    );
    const draft = convertHydronicSystemInput(
      { unitSystem: 'Metric', designDeltaT: '5' as never, fluidTemperature: '' as never },
      'Imperial',
    );
    expect(draft.designDeltaT).toBe('9');
    expect(draft.fluidTemperature).toBe('');
  });
});
