import {
  DuctNoisePathInputSchema,
  FAN_SOUND_ESTIMATE,
  calculateDuctNoisePathInput,
  defaultDuctNoisePathInput,
  defaultFanSource,
} from '@org/hvac-core/acoustics';
import { describe, expect, it } from 'vitest';
import { acousticReport } from './report';

/** The report of the default office supply path in a unit system. */
function defaultReport(unitSystem: 'Imperial' | 'Metric') {
  const input = DuctNoisePathInputSchema.parse(defaultDuctNoisePathInput(unitSystem));
  return acousticReport(input, calculateDuctNoisePathInput(input));
}

function section(sections: readonly { title: string; rows: readonly unknown[] }[], title: string) {
  const found = sections.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`No section ${title}`);
  return found.rows;
}

describe('acousticReport', () => {
  it.each([
    // Defaults of defaultDuctNoisePathInput: 24 × 12 in (600 × 300 mm) unlined duct, 20 ft (6 m) long,
    // a listener 5 ft (1.5 m) away in 3000 ft³ (85 m³).
    {
      unitSystem: 'Imperial',
      duct: 'Rectangular 24 × 12 in, unlined sheet metal, 20 ft long',
      distance: { value: '5', unit: 'ft' },
      volume: { value: '3,000', unit: 'ft³' },
    },
    {
      unitSystem: 'Metric',
      duct: 'Rectangular 600 × 300 mm, unlined sheet metal, 6 m long',
      distance: { value: '1.5', unit: 'm' },
      volume: { value: '85', unit: 'm³' },
    },
  ] as const)(
    'gives the inputs with their units in $unitSystem',
    ({ unitSystem, duct, distance, volume }) => {
      const report = defaultReport(unitSystem);
      const path = section(report.inputs, 'Path 1: Supply path, source and elements in flow order');
      expect(path).toContainEqual({
        label: 'Fan sound power level Lw (as entered)',
        value: '85.0 · 82.0 · 78.0 · 75.0 · 72.0 · 68.0 · 64.0 · 60.0',
        unit: 'dB at 63–8000 Hz',
      });
      expect(path).toContainEqual({ label: 'Duct', value: duct, unit: '' });
      const room = section(report.inputs, 'Room');
      expect(room).toContainEqual({ label: 'Listener distance', ...distance });
      expect(room).toContainEqual({ label: 'Room volume', ...volume });
    },
  );

  it.each(['Imperial', 'Metric'] as const)('rates the room in %s', (unitSystem) => {
    const input = DuctNoisePathInputSchema.parse(defaultDuctNoisePathInput(unitSystem));
    const result = calculateDuctNoisePathInput(input);
    const ratings = section(acousticReport(input, result).results, 'Ratings');
    expect(ratings).toContainEqual({
      label: 'A-weighted level',
      value: result.aWeightedDb.toFixed(1),
      unit: 'dBA',
      emphasis: true,
    });
    expect(ratings).toContainEqual({
      label: `NC rating (Beranek 1957 curves), set by ${result.nc.controllingBandHz} Hz`,
      value: String(result.nc.ncRounded),
      unit: '',
      emphasis: true,
    });
    expect(ratings).toContainEqual({
      label: 'Recommended for office buildings, executive and private offices',
      value: 'NC 25–35',
      unit: '',
    });
  });

  it('words and rounds the ratings and band rows as the cards do', () => {
    const ratings = section(defaultReport('Imperial').results, 'Ratings');
    // The card's rows: NC 39 set by 250 Hz, 38.4 by interpolation, RC 25(MF) with its QAI.
    expect(ratings).toContainEqual({
      label: 'NC by interpolation between curves',
      value: '38.4',
      unit: '',
      // A part of the NC rating above it, indented as on the card.
      indent: true,
    });
    expect(ratings).toContainEqual({
      label: 'RC Mark II',
      value: 'RC 25(MF), quality assessment index 5.8 dB',
      unit: '',
    });
    expect(ratings).toContainEqual({
      label: 'Target NC 35',
      value: 'Fail',
      unit: '',
      emphasis: true,
    });
    // The first element's row of the card's path table (85 − 7.6 = 77.4 dB at 63 Hz).
    const path = section(
      defaultReport('Imperial').results,
      'Sound power along path 1: Supply path',
    );
    expect(path).toContainEqual({
      label: 'After 1. Main duct (−ΔL)',
      value: '77.4 · 77.7 · 75.6 · 74.0 · 71.0 · 67.0 · 63.0 · 59.0',
      unit: 'dB at 63–8000 Hz',
    });
  });
});

describe('acousticReport of an estimated fan', () => {
  it('names the estimate’s method and uncertainty once, and not for a typed spectrum', () => {
    const typed = defaultReport('Imperial');
    expect(typed.notes.join(' ')).not.toContain('Empirical fan-noise estimate');

    const input = DuctNoisePathInputSchema.parse({
      ...defaultDuctNoisePathInput('Imperial'),
      source: defaultFanSource('Imperial'),
    });
    const notes = acousticReport(input, calculateDuctNoisePathInput(input)).notes;
    expect(notes.filter((note) => note.startsWith('Empirical fan-noise estimate'))).toHaveLength(1);
    expect(notes).toContain(FAN_SOUND_ESTIMATE.uncertainty);
    expect(FAN_SOUND_ESTIMATE.uncertainty).toMatch(/states none.*AMCA 300/);
  });
});

describe('the RC rating', () => {
  it('is stated once per result: the rating row, never restated by a warning or a band row', () => {
    // The default path rates RC 25(MF) (quality assessment index 5.8 dB): not neutral, warned of.
    const report = defaultReport('Imperial');
    const text = JSON.stringify(report);
    expect(text.match(/RC \d+\(/g)).toEqual(['RC 25(']);
    expect(text.match(/quality assessment index \d/g)).toHaveLength(1);
    expect(report.warnings).toContain(
      "The room's spectrum is not neutral (its quality assessment index is above 5 dB): occupants may hear a mid-frequency roar.",
    );
  });
});
