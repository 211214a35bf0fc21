import { describe, expect, test } from 'vitest';
import { TUBE_SERIES, TUBE_SERIES_INFO, tubeLabel } from './tubes.js';

describe('ACR tube (ASTM B280)', () => {
  // Inside diameters printed in the ASTM B280 dimension table (Engineering ToolBox reproduction,
  // "ASTM B280 Copper Tube for Air Conditioning and Refrigeration"), in.
  test.each([
    ['acrAnnealed', '1/4', 0.19],
    ['acrAnnealed', '3/8', 0.311],
    ['acrAnnealed', '1/2', 0.436],
    ['acrAnnealed', '5/8', 0.555],
    ['acrDrawn', '3/8', 0.315],
    ['acrDrawn', '1/2', 0.43],
    ['acrDrawn', '5/8', 0.545],
    ['acrDrawn', '3/4', 0.666],
    ['acrDrawn', '7/8', 0.785],
    ['acrDrawn', '1-1/8', 1.025],
    ['acrDrawn', '1-3/8', 1.265],
  ] as const)('%s %s in has an inside diameter of %f in', (series, size, id) => {
    const tube = TUBE_SERIES_INFO[series].tubes.find((t) => t.size === size);
    expect(tube?.insideDiameterIn).toBeCloseTo(id, 3);
  });

  // Drawn sizes above 1-3/8 carry Type L walls: ASTM B88 Type L inside diameters (CDA Copper Tube
  // Handbook, table 14.3b): 1-5/8 → 1.505, 2-1/8 → 1.985, 2-5/8 → 2.465, 3-1/8 → 2.945, 4-1/8 → 3.905 in.
  test.each([
    ['1-5/8', 1.505],
    ['2-1/8', 1.985],
    ['2-5/8', 2.465],
    ['3-1/8', 2.945],
    ['4-1/8', 3.905],
  ] as const)('drawn %s in matches Type L (ID %f in)', (size, id) => {
    expect(
      TUBE_SERIES_INFO.acrDrawn.tubes.find((t) => t.size === size)?.insideDiameterIn,
    ).toBeCloseTo(id, 3);
  });

  test.each(TUBE_SERIES)('%s sizes increase and the CTS nominal size is OD − 1/8 in', (series) => {
    const tubes = TUBE_SERIES_INFO[series].tubes;
    tubes.forEach((tube, index) => {
      expect(tube.nominalInches).toBeCloseTo(tube.outsideDiameterIn - 0.125, 12);
      if (index > 0)
        expect(tube.insideDiameterM).toBeGreaterThan(tubes[index - 1]!.insideDiameterM);
    });
  });

  test('labels the OD in inches, with mm in Metric', () => {
    const tube = TUBE_SERIES_INFO.acrDrawn.tubes.find((t) => t.size === '1-1/8')!;
    expect(tubeLabel(tube, 'Imperial')).toBe('1-1/8 in OD');
    expect(tubeLabel(tube, 'Metric')).toBe('1-1/8 in OD (28.58 mm)');
  });
});
