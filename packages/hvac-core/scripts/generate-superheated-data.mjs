#!/usr/bin/env node
/**
 * Generates the superheated-vapour tables in src/refrigerant/data/superheated/ from the CoolProp 8.0.0
 * superheated-vapour tables (CSV on a (dew temperature, superheat) grid) that the project keeps
 * outside the package. The package never reads the CSV files: it ships the generated TypeScript, one
 * module per refrigerant (loaded on demand), so re-run this script only when the tables change.
 *
 *   node scripts/generate-superheated-data.mjs [path/to/shared/data]
 *
 * The default source folder is ../../../shared/data relative to this package (the saturation tables
 * in refrigerants/ fill the few saturated-vapour cells the superheated tables lack).
 *
 * Only density and viscosity are copied (the line sizer uses nothing else), each as
 * q = round(10⁴·ln x) with x in kg/m³ and µPa·s: a relative step of 10⁻⁴ (0.01 %), twenty-five times
 * finer than the 0.25 % bilinear-interpolation error of the grid (shared/data/README.md). The integers
 * are stored as second differences (q[i][j] − q[i−1][j] − q[i][j−1] + q[i−1][j−1]; first differences
 * on the first row and column), which are mostly 0 or ±1 on this smooth surface and compress to a
 * few kilobytes per refrigerant.
 *
 * Cells the source lacks (CoolProp did not converge there) are filled, and listed in the module:
 * superheat 0 from the saturated-vapour columns of the saturation table (equal by construction);
 * other cells linearly in ln x between the nearest tabulated neighbours along superheat (R-32 at
 * −50…−40 °C dew, 1–4 K) or along dew temperature (R-454B at 63 °C dew). R-454B has no transport
 * columns: its viscosity is estimated from R-32 and R-1234yf at the same dew temperature and superheat
 * by Wilke's rule (as the saturation module does for saturated vapour), and flagged as estimated.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsv } from './coolprop-csv.mjs';
import { writeFormatted } from './write-formatted.mjs';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.argv[2] ?? join(packageRoot, '../../../shared/data'));
const outputDir = join(packageRoot, 'src/refrigerant/data/superheated');

/** q = round(SCALE · ln x). */
const SCALE = 1e4;
const SUPERHEATS_K = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
for (let s = 10; s <= 100; s += 5) SUPERHEATS_K.push(s);

/** R-454B: R-32 mass fraction 0.689 (ASHRAE 34-2022, table 4-2); molar masses, kg/mol (NIST WebBook). */
const R454B_MASS_FRACTION_R32 = 0.689;
const MOLAR_MASS_R32 = 0.052023;
const MOLAR_MASS_R1234YF = 0.11404;

/** File stem, refrigerant id, module name, label, fluid model (as generate-refrigerant-data.mjs). */
const FLUIDS = [
  [
    'R410A',
    'R410A',
    'r410a',
    'R-410A',
    'CoolProp 8.0.0, HEOS::R410A (pseudo-pure fluid, Lemmon 2003)',
  ],
  ['R32', 'R32', 'r32', 'R-32', 'CoolProp 8.0.0, HEOS::R32 (Tillner-Roth and Yokozeki 1997)'],
  [
    'R454B',
    'R454B',
    'r454b',
    'R-454B',
    'CoolProp 8.0.0, HEOS mixture of R32 and R1234yf, 68.9/31.1 % by mass',
  ],
  [
    'R134a',
    'R134a',
    'r134a',
    'R-134a',
    'CoolProp 8.0.0, HEOS::R134a (Tillner-Roth and Baehr 1994)',
  ],
  [
    'R407C',
    'R407C',
    'r407c',
    'R-407C',
    'CoolProp 8.0.0, HEOS::R407C (pseudo-pure fluid, Lemmon 2003)',
  ],
  [
    'R404A',
    'R404A',
    'r404a',
    'R-404A',
    'CoolProp 8.0.0, HEOS::R404A (pseudo-pure fluid, Lemmon 2003)',
  ],
  [
    'R507A',
    'R507A',
    'r507a',
    'R-507A',
    'CoolProp 8.0.0, HEOS::R507A (pseudo-pure fluid, Lemmon 2003)',
  ],
  ['R22', 'R22', 'r22', 'R-22', 'CoolProp 8.0.0, HEOS::R22 (Kamei et al. 1995)'],
  ['R290', 'R290', 'r290', 'R-290', 'CoolProp 8.0.0, HEOS::n-Propane (Lemmon et al. 2009)'],
  ['R717', 'R717', 'r717', 'R-717', 'CoolProp 8.0.0, HEOS::Ammonia (Gao et al. 2020)'],
  ['R744', 'R744', 'r744', 'R-744', 'CoolProp 8.0.0, HEOS::CarbonDioxide (Span and Wagner 1996)'],
  [
    'R1234yf',
    'R1234yf',
    'r1234yf',
    'R-1234yf',
    'CoolProp 8.0.0, HEOS::R1234yf (Richter et al. 2011)',
  ],
  [
    'R1234ze_E',
    'R1234ze(E)',
    'r1234ze-e',
    'R-1234ze(E)',
    'CoolProp 8.0.0, HEOS::R1234ze(E) (Thol and Lemmon 2016)',
  ],
];

/**
 * The grid of one fluid: rows by dew temperature, columns by superheat; each cell { rho, mu } in
 * kg/m³ and µPa·s, or null where missing; `filled` lists the cells filled here.
 */
function grid(stem) {
  const rows = readCsv(join(dataDir, 'refrigerants-superheated', `${stem}.csv`));
  const saturation = readCsv(join(dataDir, 'refrigerants', `${stem}.csv`));
  const dews = saturation.map((row) => row.T_C);
  const cells = dews.map(() => SUPERHEATS_K.map(() => null));
  for (const row of rows) {
    const i = dews.indexOf(row.T_dew_C);
    const j = SUPERHEATS_K.indexOf(row.superheat_K);
    if (i < 0 || j < 0)
      throw new Error(`${stem}: unexpected grid point ${row.T_dew_C}, ${row.superheat_K}`);
    if (row.rho_kg_m3 === null) continue;
    cells[i][j] = { rho: row.rho_kg_m3, mu: row.mu_Pa_s === null ? null : row.mu_Pa_s * 1e6 };
  }
  const filled = [];
  cells.forEach((line, i) => {
    if (line[0] === null) {
      const sat = saturation[i];
      line[0] = {
        rho: sat.rho_vap_kg_m3,
        mu: sat.mu_vap_Pa_s === null ? null : sat.mu_vap_Pa_s * 1e6,
      };
      filled.push(`${dews[i]} °C dew, 0 K (saturation table)`);
    }
  });
  const lerpLog = (a, b, t) =>
    a === null || b === null ? null : Math.exp((1 - t) * Math.log(a) + t * Math.log(b));
  const mix = (a, b, t) => ({ rho: lerpLog(a.rho, b.rho, t), mu: lerpLog(a.mu, b.mu, t) });
  const missingRows = cells.map((line) => line.slice(1).every((c) => c === null));
  const source = cells.map((line) => line.slice());
  cells.forEach((line, i) => {
    line.forEach((cell, j) => {
      if (cell !== null) return;
      // Whole dew row missing: between the rows above and below. Else along superheat.
      const up = cells[i - 1]?.[j];
      const down = cells[i + 1]?.[j];
      if (missingRows[i] && up && down) {
        line[j] = mix(up, down, 0.5);
        filled.push(
          `${dews[i]} °C dew, ${SUPERHEATS_K[j]} K (between ${dews[i - 1]} and ${dews[i + 1]} °C)`,
        );
        return;
      }
      let lo = j - 1;
      while (lo >= 0 && source[i][lo] === null) lo -= 1;
      let hi = j + 1;
      while (hi < line.length && source[i][hi] === null) hi += 1;
      if (lo < 0 || hi >= line.length)
        throw new Error(`${stem}: cannot fill ${dews[i]}, ${SUPERHEATS_K[j]}`);
      const t = (SUPERHEATS_K[j] - SUPERHEATS_K[lo]) / (SUPERHEATS_K[hi] - SUPERHEATS_K[lo]);
      line[j] = mix(source[i][lo], source[i][hi], t);
      filled.push(
        `${dews[i]} °C dew, ${SUPERHEATS_K[j]} K (between ${SUPERHEATS_K[lo]} and ${SUPERHEATS_K[hi]} K)`,
      );
    });
  });
  return { dews, cells, filled };
}

/** Wilke's rule for a binary gas mixture (Poling et al. 2001, eqs. 9-5.13 and 9-5.14). */
function wilke(x1, mu1, mu2, m1, m2) {
  const phi = (a, b, ma, mb) =>
    (1 + Math.sqrt(a / b) * (mb / ma) ** 0.25) ** 2 / Math.sqrt(8 * (1 + ma / mb));
  const x2 = 1 - x1;
  return (
    (x1 * mu1) / (x1 + x2 * phi(mu1, mu2, m1, m2)) + (x2 * mu2) / (x2 + x1 * phi(mu2, mu1, m2, m1))
  );
}

function encode(values) {
  // values[i][j] -> q -> second differences, row-major.
  const q = values.map((line) => line.map((v) => Math.round(SCALE * Math.log(v))));
  const out = [];
  q.forEach((line, i) =>
    line.forEach((v, j) => {
      if (i === 0 && j === 0) out.push(v);
      else if (i === 0) out.push(v - line[j - 1]);
      else if (j === 0) out.push(v - q[i - 1][0]);
      else out.push(v - q[i - 1][j] - line[j - 1] + q[i - 1][j - 1]);
    }),
  );
  return out;
}

function arrayLiteral(numbers) {
  const lines = [];
  for (let i = 0; i < numbers.length; i += SUPERHEATS_K.length)
    lines.push(`    ${numbers.slice(i, i + SUPERHEATS_K.length).join(',')},`);
  return `[\n${lines.join('\n')}\n  ]`;
}

/** Writes a generated file into the output folder (see write-formatted.mjs). */
async function write(fileName, source) {
  await writeFormatted(join(outputDir, fileName), source);
}

mkdirSync(outputDir, { recursive: true });
const grids = Object.fromEntries(FLUIDS.map(([stem]) => [stem, grid(stem)]));
const x32 = (() => {
  const n1 = R454B_MASS_FRACTION_R32 / MOLAR_MASS_R32;
  const n2 = (1 - R454B_MASS_FRACTION_R32) / MOLAR_MASS_R1234YF;
  return n1 / (n1 + n2);
})();

for (const [stem, id, moduleName, label, fluidModel] of FLUIDS) {
  const { dews, cells, filled } = grids[stem];
  const estimated = id === 'R454B';
  const viscosity = cells.map((line, i) =>
    line.map((cell, j) => {
      if (!estimated) {
        if (cell.mu === null)
          throw new Error(`${stem}: no viscosity at ${dews[i]}, ${SUPERHEATS_K[j]}`);
        return cell.mu;
      }
      const mu32 = grids.R32.cells[i][j].mu;
      const muYf = grids.R1234yf.cells[i][j].mu;
      return wilke(x32, mu32, muYf, MOLAR_MASS_R32, MOLAR_MASS_R1234YF);
    }),
  );
  const density = cells.map((line) => line.map((cell) => cell.rho));
  const filledText = filled.length === 0 ? 'none' : filled.join('; ');
  const source = `// Generated by scripts/generate-superheated-data.mjs from the CoolProp 8.0.0 superheated-vapour tables.
// Do not edit by hand: change the generator or the source tables and re-run it.
import type { EncodedSuperheatedTable } from './encoded-table.js';

/**
 * ${label} superheated vapour: density and viscosity at the dew pressure of ${dews[0]} to ${dews.at(-1)} °C (1 K
 * steps), heated by 0 to 100 K (1 K steps to 9 K, then 5 K), encoded as described in
 * {@link EncodedSuperheatedTable}.${estimated ? '\n * Viscosity estimated from R-32 and R-1234yf at the same dew temperature and superheat (Wilke 1950):\n * CoolProp has no reliable mixture transport model.' : ''}
 * Cells filled by the generator: ${filledText}.
 *
 * @see ${fluidModel}; shared/data/refrigerants-superheated (CoolProp 8.0.0, commit ae81610e).
 * @see Bell, Wronski, Quoilin and Lemort (2014), "Pure and pseudo-pure fluid thermophysical property
 *   evaluation and the open-source thermophysical property library CoolProp", Ind. Eng. Chem. Res.
 *   53(6):2498–2508.
 */
const table: EncodedSuperheatedTable = {
  refrigerant: '${id}',
  fluidModel: '${fluidModel}',
  dewTemperatureMinC: ${dews[0]},
  dewTemperatureCount: ${dews.length},
  viscosityEstimated: ${estimated},
  density: ${arrayLiteral(encode(density))},
  viscosity: ${arrayLiteral(encode(viscosity))},
};
export default table;
`;
  await write(`${moduleName}.ts`, source);
}
console.log(`Wrote ${FLUIDS.length} superheated-vapour tables to ${outputDir}`);
