import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  BUILDING_LOAD_LIMITS,
  BuildingLoadInputSchema,
  convertBuildingLoadInput,
} from './building-file.js';
import type { SiFieldRange } from '../_lib/field-spec.js';
import type { BuildingLoadInputDraft } from './building-file.js';
import { calculateBuildingLoad } from './calculate-building-load.js';
import {
  TABLE_18_MATERIALS,
  constructionConduction,
  defaultSurfaceFilms,
  layerValueFromSi,
  layerValueToSi,
} from './construction-layers.js';
import { conductionTimeSeries, ctsConstruction } from './cts-tables.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import { BUILDING_CONSTRUCTION_FIELD_SPECS, BUILDING_LAYER_FIELD_SPECS } from './number-fields.js';
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
      heatingUWm2K: 0.381,
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
  const inRange = ({ range }: { range: SiFieldRange }) =>
    fc.double({
      min: range.si[0],
      max: range.si[1],
      minExcluded: range.minExclusive === true,
      noNaN: true,
    });
  const layerArb = fc.record({
    name: fc.constant(''),
    thickness: inRange(BUILDING_LAYER_FIELD_SPECS.thickness).map((m) =>
      layerValueFromSi(m, 'layerThickness', 'Metric'),
    ),
    conductivity: inRange(BUILDING_LAYER_FIELD_SPECS.conductivity),
    density: inRange(BUILDING_LAYER_FIELD_SPECS.density),
    specificHeat: inRange(BUILDING_LAYER_FIELD_SPECS.specificHeat).map((j) =>
      layerValueFromSi(j, 'specificHeat', 'Metric'),
    ),
  });
  const constructionArb = fc.record({
    layers: fc.array(layerArb, {
      minLength: 1,
      maxLength: BUILDING_LOAD_LIMITS.layersPerConstruction,
    }),
    outsideFilmR: inRange(BUILDING_CONSTRUCTION_FIELD_SPECS.outsideFilmR),
    insideFilmR: inRange(BUILDING_CONSTRUCTION_FIELD_SPECS.insideFilmR),
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

describe('a layered construction’s blank films follow the direction of heat flow (issue 40 §1)', () => {
  // Roof 36 of table 17 (membrane, 150 mm HW concrete, ceiling air space, R-3.3 batt, acoustic
  // tile) as a file's layers in Metric units, films left blank.
  const ROOF_36 = ['F13', 'M14', 'F05', 'I05', 'F16'].map((code) => {
    const material = TABLE_18_MATERIALS.find((m) => m.code === code);
    if (material === undefined) throw new Error(code);
    return {
      name: code,
      thickness: material.thicknessM * 1000,
      conductivity: material.conductivityWmK,
      density: material.densityKgM3,
      specificHeat: material.specificHeatJkgK / 1000,
    };
  });
  const layersR = ROOF_36.reduce((r, l) => r + l.thickness / 1000 / l.conductivity, 0);
  const roof = BuildingLoadInputSchema.parse({
    ...defaultBuildingLoadInput('Metric'),
    constructions: defaultBuildingLoadInput('Metric').constructions.map((c) => {
      if (c.id !== 'c2') return c;
      const { ctsId: _library, ...rest } = c;
      return { ...rest, layers: ROOF_36 };
    }),
  });
  const construction = roof.constructions[1];
  if (construction === undefined) throw new Error('no roof');

  it('states every default: cooling F01 0.04 / F02 0.12 / F03 0.16, heating 0.030 / 0.12 / 0.11 (ch. 18 table 18; ch. 26 table 10)', () => {
    expect(defaultSurfaceFilms('wall', 'cooling')).toEqual({ outsideM2KW: 0.04, insideM2KW: 0.12 });
    expect(defaultSurfaceFilms('roof', 'cooling')).toEqual({ outsideM2KW: 0.04, insideM2KW: 0.16 });
    expect(defaultSurfaceFilms('wall', 'heating')).toEqual({ outsideM2KW: 0.03, insideM2KW: 0.12 });
    expect(defaultSurfaceFilms('roof', 'heating')).toEqual({ outsideM2KW: 0.03, insideM2KW: 0.11 });
  });

  it('takes a roof’s inside film for heat flowing down in cooling (0.16) and up in heating (0.11)', () => {
    const asRoof = constructionConduction(construction, 'Metric', 'roof');
    expect(asRoof.uWm2K).toBeCloseTo(1 / (0.04 + layersR + 0.16), 9);
    expect(asRoof.heatingUWm2K).toBeCloseTo(1 / (0.03 + layersR + 0.11), 9);
    // Table 17 prints roof 36 at U 0.2387 (total R 4.19, with F01 and F03): with the roof's film
    // the layers come within 1 % of it, nearer than with the wall's 0.12 film.
    const wallFilmU = 1 / (0.04 + layersR + 0.12);
    expect(Math.abs(asRoof.uWm2K / 0.2387 - 1)).toBeLessThan(0.01);
    expect(Math.abs(asRoof.uWm2K - 0.2387)).toBeLessThan(Math.abs(wallFilmU - 0.2387) / 2);
    const asWall = constructionConduction(construction, 'Metric', 'wall');
    expect(asWall.uWm2K).toBeCloseTo(1 / (0.04 + layersR + 0.12), 9);
    expect(asWall.heatingUWm2K).toBeCloseTo(1 / (0.03 + layersR + 0.12), 9);
  });

  it('keeps films the engineer entered for both loads', () => {
    const entered = { ...construction, outsideFilmR: 0.05, insideFilmR: 0.2 };
    const conduction = constructionConduction(entered, 'Metric', 'roof');
    expect(conduction.uWm2K).toBeCloseTo(1 / (0.05 + layersR + 0.2), 9);
    expect(conduction.heatingUWm2K).toBeCloseTo(1 / (0.05 + layersR + 0.2), 9);
  });

  it('computes the building’s roof with them: its heating load with 0.030 and 0.11, its cooling with 0.04 and 0.16', () => {
    const result = calculateBuildingLoad(roof);
    const room = roof.rooms[0];
    if (room === undefined) throw new Error('no room');
    const deltaK = 21 - -20;
    const wall = 12 * 0.381;
    const window = 2 * 1.5 * 2.8;
    const infiltration = result.air.sensibleWPerM3sK * 0.01;
    const roofHeating = 20 * (1 / (0.03 + layersR + 0.11));
    expect(result.rooms[0]?.heatingW).toBeCloseTo(
      (wall + window + roofHeating + infiltration) * deltaK,
      6,
    );
  });
});
