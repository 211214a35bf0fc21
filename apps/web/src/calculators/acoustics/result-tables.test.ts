import {
  DuctNoisePathInputSchema,
  calculateDuctNoisePathInput,
  defaultDuctNoisePathInput,
  defaultFanSource,
} from '@org/hvac-core/acoustics';
import { describe, expect, it } from 'vitest';
import { acousticResultTables, bandTexts } from './result-tables';

/** The band tables of the default path, its source a fan estimated from its duty. */
function fanPathTables() {
  const draft = { ...defaultDuctNoisePathInput('Imperial'), source: defaultFanSource('Imperial') };
  const input = DuctNoisePathInputSchema.parse(draft);
  return acousticResultTables(calculateDuctNoisePathInput(input)).bands;
}

describe('the acoustic band tables', () => {
  // Issue 44: the estimate gives no 8 kHz band, which the engine carries at its -100 dB floor; the
  // tables printed "-100.0" (and the room's Lp from it) as if it were a level.
  it('show a band with no data as "—", along the path and in the room', () => {
    const tables = fanPathTables();
    const path = tables.find((table) => table.testIdPrefix === 'acoustic-path-');
    const source = path?.rows.find((row) => row.key === 'source');
    if (!source) throw new Error('no source row');
    expect(bandTexts(source).at(-1)).toBe('—');
    expect(bandTexts(source).slice(0, -1)).not.toContain('—');
    const room = tables.find((table) => table.key === 'room');
    const lp = room?.rows.find((row) => row.key === 'lp');
    if (!lp) throw new Error('no Lp row');
    expect(bandTexts(lp).at(-1)).toBe('—');
    for (const table of tables)
      for (const row of table.rows) expect(bandTexts(row).join(' ')).not.toMatch(/-100\.0|−100\.0/);
  });
});
