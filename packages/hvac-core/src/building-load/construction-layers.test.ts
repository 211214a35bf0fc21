import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  BUILDING_LOAD_LIMITS,
  BuildingLoadInputSchema,
  convertBuildingLoadInput,
  FILM_FIELDS,
  LAYER_FIELDS,
} from './building-file.js';
import type { BuildingLoadInputDraft } from './building-file.js';
import { calculateBuildingLoad } from './calculate-building-load.js';
import {
  TABLE_18_MATERIALS,
  constructionConduction,
  layerValueFromSi,
  layerValueToSi,
} from './construction-layers.js';
import { conductionTimeSeries, ctsConstruction } from './cts-tables.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import { periodicResponse } from './periodic-response.js';
import { TABLE_18, table18Construction, table18Layer } from './_testing/table18-layers.js';

/** Wall 27 of table 16 (brick, R-0.9 board, 200 mm LW CMU) as a file's layers in Metric units. */
const WALL_27_METRIC = ['M01', 'F04', 'I01', 'M03'].map((code) => {
  const layer = table18Layer(code);
  return {
    name: code,
    thickness: layer.thicknessM * 1000,
    conductivity: layer.conductivityWmK,
    density: layer.densityKgM3,
    specificHeat: layer.specificHeatJkgK / 1000,
  };
});

function withWallLayers(extra: Record<string, unknown> = {}): BuildingLoadInputDraft {
  const input = defaultBuildingLoadInput('Metric');
  return {
    ...input,
    constructions: input.constructions.map((c) => {
      if (c.id !== 'c1') return c;
      const { ctsId: _library, ...rest } = c;
      return { ...rest, layers: WALL_27_METRIC, outsideFilmR: 0.04, insideFilmR: 0.12, ...extra };
    }),
  };
}

describe('layer units', () => {
  // NIST SP 811 (2008) B.8: 1 Btu_IT·in/(h·ft²·°F) = 0.144 227 9 W/(m·K); 1 lb/ft³ = 16.018 46 kg/m³;
  // 1 Btu_IT/(lb·°F) = 4186.8 J/(kg·K); 1 h·ft²·°F/Btu_IT = 0.176 110 2 m²·K/W.
  test.each([
    ['conductivity', 1, 0.1442279],
    ['density', 1, 16.01846],
    ['specificHeat', 1, 4186.8],
    ['thermalResistance', 1, 0.1761102],
    ['layerThickness', 1, 0.0254],
  ] as const)('1 Imperial unit of %s is %s SI', (quantity, value, si) => {
    // NIST prints 7 significant figures.
    expect(Math.abs(layerValueToSi(value, quantity, 'Imperial') / si - 1)).toBeLessThan(1e-6);
    expect(Math.abs(layerValueFromSi(si, quantity, 'Imperial') / value - 1)).toBeLessThan(1e-6);
  });

  it('offers table 18’s materials with the conductivity that gives the printed R', () => {
    for (const material of TABLE_18_MATERIALS) {
      if (TABLE_18[material.code] === undefined) continue;
      const layer = table18Layer(material.code);
      expect(material.thicknessM).toBeCloseTo(layer.thicknessM, 12);
      expect(material.conductivityWmK).toBeCloseTo(layer.conductivityWmK, 12);
      expect(material.densityKgM3).toBe(layer.densityKgM3);
      expect(material.specificHeatJkgK).toBeCloseTo(layer.specificHeatJkgK, 9);
    }
    expect(TABLE_18_MATERIALS).toHaveLength(45);
  });
});

describe('a construction given by its layers', () => {
  it('conducts with the U and CTS computed from its layers, not its U-factor field', () => {
    const input = BuildingLoadInputSchema.parse(withWallLayers());
    const wall = input.constructions[0];
    if (wall === undefined) throw new Error('no wall');
    const conduction = constructionConduction(wall, 'Metric');
    const expected = periodicResponse(table18Construction('F01 M01 F04 I01 M03 F02'.split(' ')));
    expect(conduction.source).toBe('layers');
    expect(conduction.uWm2K).toBeCloseTo(expected.uWm2K, 9);
    conduction.cts.forEach((c, j) => expect(c).toBeCloseTo(expected.cts[j] ?? 0, 9));
    // Table 16, wall 27: U 0.583 W/m²·K.
    expect(conduction.uWm2K).toBeCloseTo(ctsConstruction('wall-27')?.uWm2K ?? 0, 2);
  });

  it('gives the same physical answer in Imperial and Metric', () => {
    const metric = calculateBuildingLoad(withWallLayers());
    const imperial = calculateBuildingLoad(convertBuildingLoadInput(withWallLayers(), 'Imperial'));
    expect(imperial.rooms[0]?.peak.totalW).toBeCloseTo(metric.rooms[0]?.peak.totalW ?? 0, 6);
    expect(imperial.rooms[0]?.components.walls).toBeCloseTo(
      metric.rooms[0]?.components.walls ?? 0,
      6,
    );
  });

  it('converts its layers and films to Imperial and back unchanged', () => {
    const back = convertBuildingLoadInput(
      convertBuildingLoadInput(withWallLayers(), 'Imperial'),
      'Metric',
    );
    const wall = back.constructions?.[0] as Record<string, unknown>;
    const layers = wall['layers'] as Record<string, number>[];
    WALL_27_METRIC.forEach((layer, i) => {
      expect(layers[i]?.['thickness']).toBeCloseTo(layer.thickness, 9);
      expect(layers[i]?.['conductivity']).toBeCloseTo(layer.conductivity, 9);
      expect(layers[i]?.['density']).toBeCloseTo(layer.density, 9);
      expect(layers[i]?.['specificHeat']).toBeCloseTo(layer.specificHeat, 9);
    });
    expect(wall['insideFilmR']).toBeCloseTo(0.12, 12);
    const imperial = convertBuildingLoadInput(withWallLayers(), 'Imperial');
    const brick = (imperial.constructions?.[0] as { layers: { thickness: number }[] }).layers[0];
    expect(brick?.thickness).toBeCloseTo(4, 9); // 101.6 mm = 4 in
  });

  it('keeps the library and no-time-lag constructions as they were', () => {
    const input = BuildingLoadInputSchema.parse(defaultBuildingLoadInput('Metric'));
    const [wall] = input.constructions;
    if (wall === undefined) throw new Error('no wall');
    expect(constructionConduction(wall, 'Metric')).toEqual({
      uWm2K: 0.381,
      cts: conductionTimeSeries('wall-22'),
      source: 'library',
    });
    const { ctsId: _library, ...plain } = wall;
    expect(constructionConduction(plain, 'Metric').cts[0]).toBe(1);
  });

  test.each([
    [
      { layers: [{ ...WALL_27_METRIC[0], thickness: 0 }] },
      ['constructions', 0, 'layers', 0, 'thickness'],
      'Construction 1 (Exterior wall) layer 1 thickness must be between 0.01 mm and 1,000 mm.',
    ],
    [
      { layers: [{ ...WALL_27_METRIC[0], density: -5 }] },
      ['constructions', 0, 'layers', 0, 'density'],
      'Construction 1 (Exterior wall) layer 1 density must be between 0 kg/m³ and 10,000 kg/m³.',
    ],
    [
      { insideFilmR: 2 },
      ['constructions', 0, 'insideFilmR'],
      'Construction 1 (Exterior wall) inside surface resistance must be between 0 m²·K/W and 1 m²·K/W.',
    ],
    [
      { layers: [] },
      ['constructions', 0, 'layers'],
      'Construction 1 (Exterior wall) needs at least one layer.',
    ],
    [
      { ctsId: 'wall-1' },
      ['constructions', 0, 'ctsId'],
      'Construction 1 (Exterior wall) takes its time series either from the library or from its layers, not both.',
    ],
    [
      { layers: [{ ...WALL_27_METRIC[0], conductivity: 'soft' }] },
      ['constructions', 0, 'layers', 0, 'conductivity'],
      'Layer conductivity must be a number.',
    ],
  ])('names the field of a bad layered construction (%j)', (extra, path, message) => {
    const parsed = BuildingLoadInputSchema.safeParse(withWallLayers(extra));
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => JSON.stringify(i.path) === JSON.stringify(path));
    expect(issue?.message).toBe(message);
  });
});

describe('every layered construction the schema accepts', () => {
  /** A layer's SI value anywhere in the schema's range (bounds included unless excluded). */
  const inRange = (spec: { min: number; max: number; minExclusive?: boolean }) =>
    fc.double({
      min: spec.min,
      max: spec.max,
      minExcluded: spec.minExclusive === true,
      noNaN: true,
    });
  const layerArb = fc.record({
    name: fc.constant(''),
    thickness: inRange(LAYER_FIELDS.thickness).map((m) =>
      layerValueFromSi(m, 'layerThickness', 'Metric'),
    ),
    conductivity: inRange(LAYER_FIELDS.conductivity),
    density: inRange(LAYER_FIELDS.density),
    specificHeat: inRange(LAYER_FIELDS.specificHeat).map((j) =>
      layerValueFromSi(j, 'specificHeat', 'Metric'),
    ),
  });
  const constructionArb = fc.record({
    layers: fc.array(layerArb, {
      minLength: 1,
      maxLength: BUILDING_LOAD_LIMITS.layersPerConstruction,
    }),
    outsideFilmR: inRange(FILM_FIELDS.outsideFilmR),
    insideFilmR: inRange(FILM_FIELDS.insideFilmR),
  });

  it('property: conducts with a finite positive U and a clean series (no negative term, sum 1 within 1e-9)', () => {
    fc.assert(
      fc.property(constructionArb, (extra) => {
        const parsed = BuildingLoadInputSchema.safeParse(withWallLayers(extra));
        fc.pre(parsed.success);
        const wall = parsed.data?.constructions[0];
        if (wall === undefined) throw new Error('no wall');
        const conduction = constructionConduction(wall, 'Metric');
        expect(Number.isFinite(conduction.uWm2K)).toBe(true);
        expect(conduction.uWm2K).toBeGreaterThan(0);
        expect(conduction.cts).toHaveLength(24);
        for (const c of conduction.cts) {
          expect(Number.isFinite(c)).toBe(true);
          expect(c).toBeGreaterThanOrEqual(0);
        }
        expect(Math.abs(conduction.cts.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(1e-9);
      }),
      { numRuns: 200 },
    );
  });
});
