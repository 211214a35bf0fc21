import {
  calculatePsychrometricChart,
  examplePsychrometricChartInput,
} from '@org/hvac-core/psychrometrics';
import { describe, expect, it } from 'vitest';
import { psychrometricReport } from './report';
import { psychrometricDefinition } from './definition';

describe('psychrometricReport', () => {
  const input = { ...examplePsychrometricChartInput('Imperial'), showComfortZone: true };
  const report = psychrometricReport(input, calculatePsychrometricChart(input));

  it('lists the entered states and processes with their units', () => {
    const entered = report.inputs.find((s) => s.title === 'States as entered');
    expect(entered?.rows[0]).toEqual({
      label: 'OA',
      value: 'Dry bulb 95 °F, Wet bulb 75 °F',
      unit: '',
    });
    const processes = report.inputs.find((s) => s.title === 'Processes as entered');
    expect(processes?.rows[0]?.value).toBe('OA at 2,000 cfm + RA at 8,000 cfm');
  });

  it('has a table per state and per process, with the coil’s loads', () => {
    expect(report.results.map((s) => s.title)).toEqual([
      'State OA',
      'State RA',
      'State MA (from a process)',
      'State SA (from a process)',
      'Process MA: Mixing',
      'Process SA: Cooling coil',
    ]);
    const coil = report.results.at(-1);
    expect(coil?.rows.find((r) => r.label === 'Total heat added to the air')).toMatchObject({
      value: '-362,833',
      unit: 'Btu/h',
      emphasis: true,
    });
    expect(report.notes.some((n) => n.includes('ASHRAE 55-2004'))).toBe(true);
    expect(psychrometricDefinition.method.length).toBeGreaterThan(8);
  });

  it('words and rounds each result as the tables do', () => {
    const rows = (title: string) => report.results.find((s) => s.title === title)?.rows ?? [];
    // Every decimal of a state's property, as its cell shows it ("95.0").
    expect(rows('State OA')).toContainEqual({ label: 'Dry bulb', value: '95.0', unit: '°F' });
    // The mix's share of OA and the coil's tons read as in the processes table's "Coil" cells.
    expect(rows('Process MA: Mixing')).toContainEqual({
      label: 'Dry air from OA',
      value: '19.3',
      unit: '%',
    });
    expect(rows('Process SA: Cooling coil')).toContainEqual({
      label: 'Coil load',
      value: '30.06',
      unit: 'tons',
    });
    expect(rows('Process SA: Cooling coil')).toContainEqual({
      label: 'Water',
      value: 'Condensate 93.8 lb/h (0.187 gpm)',
      unit: '',
    });
  });

  it('reports a file at 10,000 ft at its pressure, with what altitude changes among the warnings', () => {
    const high = { ...examplePsychrometricChartInput('Imperial'), altitude: 10_000 };
    const atAltitude = psychrometricReport(high, calculatePsychrometricChart(high));
    const general = atAltitude.inputs.find((s) => s.title === 'Inputs')?.rows ?? [];
    // Three figures, the report's rule for every measure (the chart itself labels 10.107 psia).
    expect(general).toContainEqual({ label: 'Barometric pressure', value: '10.1', unit: 'psia' });
    expect(atAltitude.warnings).toEqual([
      expect.stringMatching(
        /at 10\.1 psia, not the 14\.7 psia of a sea-level chart.* 31 % less dense/,
      ),
    ]);
    // At sea level nothing applies, and the report says "None".
    expect(report.warnings).toEqual([]);
  });
});
