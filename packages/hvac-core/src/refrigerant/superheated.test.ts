import { describe, expect, it, test } from 'vitest';
import { SUPERHEAT_GRID_K } from './data/superheated/encoded-table.js';
import { calculateRefrigerantLine } from './calculate-refrigerant-line.js';
import { defaultRefrigerantLineInput } from './default-input.js';
import { cycleConditions, lineFluid, superheatedVapourDensityKgM3 } from './line-conditions.js';
import { REFRIGERANTS } from './refrigerants.js';
import type { RefrigerantId } from './refrigerants.js';
import { saturationProperties } from './saturation.js';
import { loadSuperheatedVapourTable, superheatedVapourState } from './superheated.js';
import type { SuperheatedVapourTable } from './superheated.js';
import { superheatedVapourTable } from './superheated-tables.js';
import {
  MOLAR_MASS_R1234YF_KG_MOL,
  MOLAR_MASS_R32_KG_MOL,
  gasMixtureViscosityPaS,
  moleFraction,
} from './transport-estimate.js';

const relative = (actual: number, expected: number): number => Math.abs(actual / expected - 1);

/**
 * Grid points copied with all their digits from the CoolProp 8.0.0 superheated-vapour tables
 * (shared/data/refrigerants-superheated/<fluid>.csv, columns T_dew_C, superheat_K, rho_kg_m3, mu_Pa_s;
 * R-454B has no viscosity column). The package stores ln x to 10⁻⁴, so each is reproduced within 0.01 %.
 */
const COOLPROP_POINTS: readonly (readonly [
  RefrigerantId,
  number,
  number,
  number,
  number | null,
])[] = [
  ['R410A', 5, 10, 33.43957509, 1.276585793e-5],
  ['R410A', 45, 30, 88.68741938, 1.642540482e-5],
  ['R410A', 60, 50, 111.7063779, 1.847263833e-5],
  ['R32', -35, 2, 6.177785924, 1.073241414e-5],
  ['R32', 5, 10, 24.21814042, 1.302777693e-5],
  ['R32', 50, 60, 61.48710864, 1.749624397e-5],
  ['R454B', 0, 8, 22.57881097, null],
  ['R454B', 45, 35, 67.14140036, null],
  ['R454B', 62, 20, 114.3771899, null],
  ['R134a', -10, 5, 9.798481054, 1.056955405e-5],
  ['R134a', 40, 25, 43.07742772, 1.344661562e-5],
  ['R134a', 60, 80, 56.01525712, 1.67520689e-5],
  ['R407C', 0, 10, 18.65019121, 1.164349923e-5],
  ['R407C', 45, 40, 60.14640982, 1.551708527e-5],
  ['R407C', 60, 30, 93.01382187, 1.663928985e-5],
  ['R404A', -30, 15, 9.768193446, 1.07007202e-5],
  ['R404A', 40, 25, 80.94407801, 1.490673154e-5],
  ['R404A', 55, 45, 102.8566186, 1.685284127e-5],
  ['R507A', -35, 10, 8.775306688, 1.002186602e-5],
  ['R507A', 40, 30, 82.08623139, 1.527526101e-5],
  ['R507A', 60, 20, 147.0242657, 1.777477765e-5],
  ['R22', 5, 10, 23.51072521, 1.336285252e-5],
  ['R22', 52, 40, 69.35558419, 1.716153144e-5],
  ['R22', 60, 100, 64.83969251, 2.006076554e-5],
  ['R290', -20, 6, 5.346089292, 7.056664212e-6],
  ['R290', 45, 35, 27.46785942, 9.973582232e-6],
  ['R290', 60, 60, 33.72970887, 1.125433599e-5],
  ['R717', -30, 7, 1.004383146, 8.387518776e-6],
  ['R717', 35, 70, 7.772248916, 1.303461602e-5],
  ['R717', 60, 100, 13.29163895, 1.525511423e-5],
  ['R744', -40, 5, 25.27711857, 1.200588582e-5],
  ['R744', -5, 30, 65.3075669, 1.547033809e-5],
  ['R744', 25, 20, 158.3115177, 1.826359782e-5],
  ['R1234yf', 0, 5, 17.18541741, 1.157769809e-5],
  ['R1234yf', 45, 25, 55.90587127, 1.454646169e-5],
  ['R1234yf', 60, 40, 73.96585448, 1.593444787e-5],
  ['R1234ze(E)', 5, 9, 13.35216197, 1.19068716e-5],
  ['R1234ze(E)', 50, 30, 45.14817703, 1.483129856e-5],
  ['R1234ze(E)', 60, 75, 47.88856469, 1.702990956e-5],
];

describe('superheated-vapour tables (CoolProp 8.0.0)', () => {
  test.each(COOLPROP_POINTS)(
    '%s at %d °C dew, %d K superheat: ρ %d kg/m³ (CoolProp table)',
    (id, dewC, superheatK, densityKgM3, viscosityPaS) => {
      const state = superheatedVapourState(superheatedVapourTable(id), dewC, superheatK);
      expect(relative(state.densityKgM3, densityKgM3)).toBeLessThan(1e-4);
      if (viscosityPaS !== null)
        expect(relative(state.viscosityPaS, viscosityPaS)).toBeLessThan(1e-4);
    },
  );

  it('gives R-22 at 52 °C dew and 40 K superheat 69.36 kg/m³, where the ideal-gas ratio gave about 80 (issue 16)', () => {
    const state = superheatedVapourState(superheatedVapourTable('R22'), 52, 40);
    expect(state.densityKgM3).toBeCloseTo(69.36, 1);
    const saturated = saturationProperties('R22', 52).vapourDensityKgM3;
    const idealGas = superheatedVapourDensityKgM3(saturated, 52, 92);
    expect(idealGas).toBeGreaterThan(79);
    expect(idealGas / state.densityKgM3 - 1).toBeGreaterThan(0.14);
  });

  it('starts every row at the saturated vapour of the saturation table (superheat 0)', () => {
    for (const id of REFRIGERANTS) {
      const table = superheatedVapourTable(id);
      for (let dewC = table.dewTemperatureMinC; dewC <= table.dewTemperatureMaxC; dewC += 1) {
        const saturated = saturationProperties(id, dewC);
        const state = superheatedVapourState(table, dewC, 0);
        expect(relative(state.densityKgM3, saturated.vapourDensityKgM3)).toBeLessThan(2e-4);
        expect(relative(state.viscosityPaS, saturated.vapourViscosityPaS)).toBeLessThan(2e-4);
      }
    }
  });

  it('estimates R-454B viscosity from R-32 and R-1234yf by Wilke’s rule at the same state', () => {
    const x = moleFraction(0.689, MOLAR_MASS_R32_KG_MOL, MOLAR_MASS_R1234YF_KG_MOL);
    const r454b = superheatedVapourTable('R454B');
    expect(r454b.viscosityEstimated).toBe(true);
    for (const [dewC, superheatK] of [
      [-20, 5],
      [5, 10],
      [45, 40],
      [60, 100],
    ] as const) {
      const mu32 = superheatedVapourState(superheatedVapourTable('R32'), dewC, superheatK);
      const muYf = superheatedVapourState(superheatedVapourTable('R1234yf'), dewC, superheatK);
      const expected = gasMixtureViscosityPaS(
        x,
        mu32.viscosityPaS,
        muYf.viscosityPaS,
        MOLAR_MASS_R32_KG_MOL,
        MOLAR_MASS_R1234YF_KG_MOL,
      );
      expect(
        relative(superheatedVapourState(r454b, dewC, superheatK).viscosityPaS, expected),
      ).toBeLessThan(2e-4);
    }
  });

  it('loads each table on demand with the same numbers as the bundled one', async () => {
    for (const id of REFRIGERANTS) {
      const loaded = await loadSuperheatedVapourTable(id);
      expect(loaded.refrigerant).toBe(id);
      expect(Array.from(loaded.lnDensity)).toEqual(
        Array.from(superheatedVapourTable(id).lnDensity),
      );
      expect(await loadSuperheatedVapourTable(id)).toBe(loaded);
    }
    await expect(loadSuperheatedVapourTable('R12' as RefrigerantId)).rejects.toThrow(RangeError);
  });

  it('refuses states outside the table', () => {
    const r744 = superheatedVapourTable('R744');
    expect(() => superheatedVapourState(r744, 31, 10)).toThrow(RangeError);
    expect(() => superheatedVapourState(r744, 10, 101)).toThrow(RangeError);
    expect(() => superheatedVapourState(r744, 10, -1)).toThrow(RangeError);
    expect(() => superheatedVapourState(r744, Number.NaN, 1)).toThrow(RangeError);
    // The schemas accept a limit with a relative slack of 1e-9 (conversion round-off): so does this.
    expect(superheatedVapourState(r744, 10, 100 + 1e-7).densityKgM3).toBeCloseTo(
      superheatedVapourState(r744, 10, 100).densityKgM3,
      9,
    );
  });
});

/**
 * The table with every other dew temperature and superheat column removed (2 K dew steps; superheats
 * 0, 2, 4, 6, 8, 10, 20, … 100 K): interpolating in it at the removed points and comparing with the
 * table's own CoolProp values bounds the interpolation error of the real grid, whose cells are half
 * as wide in both directions (bilinear error ∝ h², so about a quarter of this).
 */
function coarsened(table: SuperheatedVapourTable): {
  coarse: SuperheatedVapourTable;
  keptColumns: readonly number[];
} {
  const columns = SUPERHEAT_GRID_K.length;
  const keptColumns = SUPERHEAT_GRID_K.flatMap((s, j) =>
    s <= 10 ? (s % 2 === 0 ? [j] : []) : s % 10 === 0 ? [j] : [],
  );
  const rows = table.dewTemperatureMaxC - table.dewTemperatureMinC + 1;
  const keptRows = Array.from({ length: rows }, (_, i) => i).filter((i) => i % 2 === 0);
  const pick = (values: Float64Array): Float64Array =>
    Float64Array.from(
      keptRows.flatMap((i) => keptColumns.map((j) => values[i * columns + j] ?? 0)),
    );
  return {
    coarse: {
      ...table,
      dewTemperatureMaxC: table.dewTemperatureMinC + 2 * (keptRows.length - 1),
      dewTemperatureStepC: 2,
      superheatsK: keptColumns.map((j) => SUPERHEAT_GRID_K[j] ?? 0),
      lnDensity: pick(table.lnDensity),
      lnViscosity: pick(table.lnViscosity),
    },
    keptColumns,
  };
}

describe('interpolation accuracy, mid-cell, every refrigerant', () => {
  // Up to 60 °C dew (R-744: 25 °C), as issue 16 asks ("within 1 % up to 60 °C condensing"). Worst
  // density errors on the coarse grid (2026-11, at writing): R-744 0.81 %, R-410A 0.59 %, R-507A
  // 0.58 %, R-404A 0.54 %, R-32 0.44 %, R-454B 0.42 %, R-407C 0.26 %, others 0.10–0.20 %;
  // viscosity 0.03–0.47 %. On the shipped grid that is about a quarter: within the 0.25 % of
  // shared/data/README.md.
  test.each(REFRIGERANTS.map((id) => [id] as const))(
    '%s: density and viscosity within 1 % at every removed point of a grid twice as coarse',
    (id) => {
      const table = superheatedVapourTable(id);
      const { coarse, keptColumns } = coarsened(table);
      const topC = id === 'R744' ? 25 : 60;
      let worstDensity = 0;
      let worstViscosity = 0;
      for (
        let dewC = table.dewTemperatureMinC;
        dewC <= Math.min(topC, coarse.dewTemperatureMaxC);
        dewC += 1
      ) {
        SUPERHEAT_GRID_K.forEach((superheatK, j) => {
          const onCoarseRow = (dewC - table.dewTemperatureMinC) % 2 === 0;
          if (onCoarseRow && keptColumns.includes(j)) return;
          const exact = superheatedVapourState(table, dewC, superheatK);
          const interpolated = superheatedVapourState(coarse, dewC, superheatK);
          worstDensity = Math.max(
            worstDensity,
            relative(interpolated.densityKgM3, exact.densityKgM3),
          );
          worstViscosity = Math.max(
            worstViscosity,
            relative(interpolated.viscosityPaS, exact.viscosityPaS),
          );
        });
      }
      expect(worstDensity).toBeLessThan(0.01);
      expect(worstViscosity).toBeLessThan(0.01);
    },
  );
});

describe('the line sizer uses the superheated tables', () => {
  const metric = defaultRefrigerantLineInput('Metric');

  it('sizes an R-22 discharge line at 52 °C condensing, 40 K superheat with 69.36 kg/m³ gas (CoolProp), not ~80', () => {
    const r = calculateRefrigerantLine({
      ...metric,
      refrigerant: 'R22',
      lineType: 'discharge',
      evaporatingTemperature: 5,
      condensingTemperature: 52,
      dischargeSuperheat: 40,
    });
    expect(relative(r.fluid.densityKgM3, 69.36)).toBeLessThan(0.001);
    expect(relative(r.fluid.viscosityPaS, 1.716e-5)).toBeLessThan(0.001);
    expect(r.warnings.map((w) => w.code)).not.toContain('nearCriticalPoint');
  });

  it('gives suction gas its table density off the grid (R-410A, 4.5 °C, 7.5 K)', () => {
    const r = calculateRefrigerantLine({
      ...metric,
      refrigerant: 'R410A',
      lineType: 'suction',
      evaporatingTemperature: 4.5,
      superheat: 7.5,
    });
    const table = superheatedVapourTable('R410A');
    const corners = [
      superheatedVapourState(table, 4, 7).densityKgM3,
      superheatedVapourState(table, 5, 8).densityKgM3,
    ];
    expect(r.fluid.densityKgM3).toBeLessThan(Math.max(...corners));
    expect(r.fluid.densityKgM3).toBeGreaterThan(Math.min(...corners));
  });

  it('warns near the critical point only above 60 °C dew (R-410A, critical 71.3 °C)', () => {
    const discharge = { ...metric, refrigerant: 'R410A', lineType: 'discharge' } as const;
    const hot = calculateRefrigerantLine({ ...discharge, condensingTemperature: 62 });
    expect(hot.warnings.map((w) => w.code)).toContain('nearCriticalPoint');
    const usual = calculateRefrigerantLine({ ...discharge, condensingTemperature: 55 });
    expect(usual.warnings.map((w) => w.code)).not.toContain('nearCriticalPoint');
    const co2 = calculateRefrigerantLine({
      ...metric,
      refrigerant: 'R744',
      lineType: 'discharge',
      evaporatingTemperature: -10,
      condensingTemperature: 24,
    });
    expect(co2.warnings.map((w) => w.code)).not.toContain('nearCriticalPoint');
  });

  it('refuses another refrigerant’s table', () => {
    const cycle = {
      refrigerant: 'R22',
      evaporatingC: 5,
      condensingC: 45,
      superheatK: 5,
      subcoolingK: 5,
      dischargeSuperheatK: 25,
    } as const;
    expect(() =>
      lineFluid(cycle, cycleConditions(cycle), 'suction', superheatedVapourTable('R134a')),
    ).toThrow(RangeError);
  });
});
