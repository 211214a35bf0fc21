import { describe, expect, it } from 'vitest';
import { examplePsychrometricChartInput } from './default-input.js';
import type { PsychrometricChartDraft } from './schema.js';
import { validPartOf } from './valid-part.js';

describe('validPartOf', () => {
  const example = examplePsychrometricChartInput('Imperial');
  const withBlankProcess: PsychrometricChartDraft = {
    ...example,
    processes: [
      ...example.processes,
      {
        id: 'P1',
        label: 'P1',
        type: 'sensible',
        from: 'SA',
        airflow: undefined,
        leavingDryBulb: undefined,
      },
    ],
  };

  it('computes the typed states and the processes from them beside an incomplete new process', () => {
    const part = validPartOf(withBlankProcess, { 'processes.2.airflow': 'Airflow is required.' });
    // The coil starts from the mix, a process's state rather than a typed one: it waits too.
    expect(part?.states.map((s) => s.id)).toEqual(['OA', 'RA', 'MA']);
  });

  it('leaves out a process that starts from a left-out state', () => {
    const part = validPartOf(withBlankProcess, {
      'states.0.spec.wetBulb': 'Wet bulb is required.',
    });
    expect(part?.states.map((s) => s.id)).toEqual(['RA']);
  });

  it('gives nothing when a message lies outside the rows, or there is none', () => {
    expect(validPartOf(withBlankProcess, { altitude: 'Altitude must be a number.' })).toBeNull();
    expect(validPartOf(example, {})).toBeNull();
  });
});
