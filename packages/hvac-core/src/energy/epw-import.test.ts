import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  binsFromEpw,
  monthlyDegreeDaysFromEpw,
  monthlyDegreeDaysFromPastedDays,
  parsePastedBins,
} from './epw-import.js';

const NAME = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw';
const chicago = readFileSync(
  new URL(`../../test-fixtures/weather/${NAME}`, import.meta.url),
  'utf8',
);

describe('binsFromEpw', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'puts the 8760 hours of the Chicago TMY3 year in bins (%s)',
    (unitSystem) => {
      const result = binsFromEpw(chicago, NAME, unitSystem);
      if (!result.ok) throw new Error(result.errors.join('\n'));
      expect(result.place).toBe('Chicago Ohare Intl Ap, IL, USA');
      expect(result.value.reduce((sum, bin) => sum + bin.hours, 0)).toBe(8760);
      const temperatures = result.value.map((bin) => bin.temperature);
      expect(temperatures).toEqual([...temperatures].sort((a, b) => a - b));
      // Midpoints on the bin grid: 2.5, 7.5, … °F or 1, 3, … °C.
      const width = unitSystem === 'Imperial' ? 5 : 2;
      for (const t of temperatures) {
        const steps = (t - width / 2) / width;
        expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
      }
    },
  );

  it('names the line and field of a damaged file', () => {
    const lines = chicago.split('\n');
    lines[100] = lines[100]!.split(',').slice(0, 10).join(',');
    const result = binsFromEpw(lines.join('\n'), 'broken.epw', 'Imperial');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^broken\.epw, line 101, /);
  });

  it('refuses a file that is not an EPW, saying which header is missing', () => {
    const result = binsFromEpw('hello', 'notes.txt', 'Metric');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toContain('line 1, LOCATION');
  });
});

describe('monthlyDegreeDaysFromEpw', () => {
  it('gives twelve months at base 65 °F whose sum matches the year in Metric at 18.3 °C', () => {
    const imperial = monthlyDegreeDaysFromEpw(chicago, NAME, 'Imperial');
    const metric = monthlyDegreeDaysFromEpw(chicago, NAME, 'Metric');
    if (!imperial.ok || !metric.ok) throw new Error('import failed');
    expect(imperial.value.heating).toHaveLength(12);
    // January is a heating month in Chicago, July is not.
    expect(imperial.value.heating[0]!).toBeGreaterThan(imperial.value.heating[6]!);
    expect(imperial.value.cooling[6]!).toBeGreaterThan(imperial.value.cooling[0]!);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    // 65 °F = 18.33 °C, not 18.3: about 0.03 K·day per day of heating, so within 2 %.
    expect(sum(metric.value.heating) * 1.8).toBeCloseTo(sum(imperial.value.heating), -2);
  });

  it('counts by the daily-mean method of the file’s own .stat, and says so with its base', () => {
    // USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.stat, line 520: 506 annual (wthr file) cooling
    // degree-days at 18 °C, each day's mean of its 24 hours. 65 °F is 18.33 °C, a little above, so
    // the year's cooling degree-days at 65 °F are at most 506 × 1.8 = 910.8 °F·day; degree-hours / 24
    // gave 1014 °F·day, about a fifth over the daily-mean 842.4.
    const imperial = monthlyDegreeDaysFromEpw(chicago, NAME, 'Imperial');
    const metric = monthlyDegreeDaysFromEpw(chicago, NAME, 'Metric');
    if (!imperial.ok || !metric.ok) throw new Error('import failed');
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    expect(sum(imperial.value.cooling)).toBeLessThanOrEqual(506 * 1.8);
    expect(sum(imperial.value.cooling)).toBeCloseTo(842.4, 0);
    expect(sum(metric.value.cooling)).toBeLessThanOrEqual(506);
    // January never reaches a daily mean of 65 °F: the same 1,282.3 °F·day by either method.
    expect(imperial.value.heating[0]).toBe(1282.3);
    expect(imperial.value.method).toBe(
      "daily-mean method (each day's mean of its 24 hourly dry bulbs, as the EnergyPlus .stat files count them), base 65 °F",
    );
    expect(metric.value.method).toMatch(/base 18\.3 °C$/);
  });
});

describe('parsePastedBins', () => {
  // Issue 44: Number() read "0x10" as 16 and "0b11" as 3, silently.
  it.each(['0x10\t2000', '12\t0b11'])('refuses %j, a number in another base', (text) => {
    expect(parsePastedBins(`Temperature\tHours\n${text}\n`)).toMatchObject({ ok: false });
  });

  it('reads tab, comma and space separated rows and skips a header', () => {
    const result = parsePastedBins('Temperature\tHours\n2\t2000\n7,1500\n12 1200\n');
    expect(result).toEqual({
      ok: true,
      place: '',
      value: [
        { temperature: 2, hours: 2000 },
        { temperature: 7, hours: 1500 },
        { temperature: 12, hours: 1200 },
      ],
    });
  });

  it('names a line that is not two numbers', () => {
    const result = parsePastedBins('2\t2000\nabc\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toContain('line 2');
  });
});

describe('monthlyDegreeDaysFromPastedDays', () => {
  // Base 65 °F. Mean method (AMS Glossary, "Heating degree-day"): 40/20 °F → 65 − 30 = 35 °F·day;
  // 90/70 °F → 80 − 65 = 15 cooling °F·day. A 70/60 °F day has its mean on the base: 0 by the mean
  // method, (65 − 60)/4 = 1.25 each way by the UK Met Office equations (CIBSE TM41 ch. 2).
  const pasted = 'Date\tHigh\tLow\n2025-01-05\t40\t20\n2025-01-06, 70, 60\n2025-07-14 90 70';

  it('fills the months from daily highs and lows by the mean method', () => {
    const result = monthlyDegreeDaysFromPastedDays(pasted, 'Imperial', 'mean');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.place).toBe('3 days');
    expect(result.value.heating[0]).toBe(35);
    expect(result.value.cooling[6]).toBe(15);
    expect(result.value.heating.reduce((a, b) => a + b, 0)).toBe(35);
  });

  it('counts a day across the base on both sides by the UK Met Office method', () => {
    const result = monthlyDegreeDaysFromPastedDays(pasted, 'Imperial', 'ukMetOffice');
    if (!result.ok) throw new Error(result.errors.join(' '));
    expect(result.value.heating[0]).toBe(36.3);
    expect(result.value.cooling[0]).toBe(1.3);
  });

  it('names a line that is not a date and two temperatures, and a low above the high', () => {
    const result = monthlyDegreeDaysFromPastedDays(
      '2025-01-05\t40\n2025-13-01\t40\t20\n2025-02-01\t20\t40',
      'Metric',
      'mean',
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'Pasted line 1 ("2025-01-05\t40"): expected a date (YYYY-MM-DD), the day\'s high and its low.',
        'Pasted line 2 ("2025-13-01\t40\t20"): expected a date (YYYY-MM-DD), the day\'s high and its low.',
        'Pasted line 3 ("2025-02-01\t20\t40"): the low is above the high.',
      ],
    });
  });
});
