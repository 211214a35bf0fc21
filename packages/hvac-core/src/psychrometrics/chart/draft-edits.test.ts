import { describe, expect, it } from 'vitest';
import { moistAirState } from '../moist-air-state.js';
import { chartProcessOfType, nextChartId, switchStateSpec } from './draft-edits.js';
import { defaultPsychrometricChartInput } from './default-input.js';
import { STATE_SPEC_PAIRS, stateSpecPairLabel } from './fields.js';

describe('chart draft edits', () => {
  it('names each pair by its two fields', () => {
    expect(stateSpecPairLabel('relativeHumidity')).toBe('Dry bulb + relative humidity');
    expect(stateSpecPairLabel('enthalpyAndHumidityRatio')).toBe('Enthalpy + humidity ratio');
    expect(Object.keys(STATE_SPEC_PAIRS)).toHaveLength(7);
  });

  it('keeps a state where it was when its pair changes', () => {
    const spec = { by: 'relativeHumidity', dryBulb: 75, relativeHumidity: 50 } as const;
    const state = moistAirState({ unitSystem: 'Imperial', ...spec });
    const switched = switchStateSpec(spec, 'wetBulb', state);
    expect(switched).toEqual({ by: 'wetBulb', dryBulb: 75, wetBulb: state.wetBulb });
    expect(switchStateSpec(spec, 'dewPoint', undefined)).toEqual({
      by: 'dewPoint',
      dryBulb: 75,
      dewPoint: undefined,
    });
  });

  it('keeps the id, entering state and airflow of a process whose type changes', () => {
    const base = { id: 'P1', label: 'Coil', from: 'S1', second: 'S2', airflow: 1000 };
    expect(chartProcessOfType('mixing', base)).toEqual({
      id: 'P1',
      label: 'Coil',
      type: 'mixing',
      streamA: 'S1',
      airflowA: 1000,
      streamB: 'S2',
      airflowB: undefined,
    });
    expect(chartProcessOfType('coolingCoil', base)).toMatchObject({
      from: 'S1',
      airflow: 1000,
      coil: { by: 'apparentDewPoint' },
    });
  });

  it('numbers new ids after the ones taken', () => {
    const draft = defaultPsychrometricChartInput('Imperial');
    draft.states.push({ id: 'S1', label: 'S1', spec: { by: 'wetBulb', dryBulb: 1, wetBulb: 1 } });
    expect(nextChartId(draft, 'S')).toBe('S2');
    expect(nextChartId(draft, 'P')).toBe('P1');
  });
});
