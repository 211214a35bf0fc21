#!/usr/bin/env node
/**
 * Generates the refrigerant saturation tables in src/refrigerant/data/ from the CoolProp 8.0.0
 * tables (CSV, 1 K steps) that the project keeps outside the package. The package never reads the
 * CSV files: it ships the generated TypeScript, so re-run this script only when the tables change.
 *
 *   node scripts/generate-refrigerant-data.mjs [path/to/shared/data/refrigerants]
 *
 * The default source folder is ../../../shared/data/refrigerants relative to this package. Values
 * are rounded to 7 significant digits (model uncertainty: 0.1–1 % for density and vapour pressure,
 * 2–5 % for transport properties). Entropy and thermal conductivity are not copied: the line sizer
 * does not use them. An empty cell (no CoolProp model there) becomes null, never zero.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFormatted } from './write-formatted.mjs';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = resolve(
  process.argv[2] ?? join(packageRoot, '../../../shared/data/refrigerants'),
);
const outputDir = join(packageRoot, 'src/refrigerant/data');

const SIGNIFICANT_DIGITS = 7;

/** CSV column -> field of the generated table. */
const COLUMNS = {
  p_bubble_Pa: 'bubblePressurePa',
  p_dew_Pa: 'dewPressurePa',
  rho_liq_kg_m3: 'liquidDensityKgM3',
  rho_vap_kg_m3: 'vapourDensityKgM3',
  h_liq_J_kg: 'liquidEnthalpyJKg',
  h_vap_J_kg: 'vapourEnthalpyJKg',
  cp_liq_J_kgK: 'liquidSpecificHeatJKgK',
  cp_vap_J_kgK: 'vapourSpecificHeatJKgK',
  mu_liq_Pa_s: 'liquidViscosityPaS',
  mu_vap_Pa_s: 'vapourViscosityPaS',
};

/** File stem, export name, and the fluid model as CoolProp names it (shared/data/README.md). */
const FLUIDS = [
  [
    'R410A',
    'R410A_TABLE',
    'R-410A',
    'CoolProp 8.0.0, HEOS::R410A (pseudo-pure fluid, Lemmon 2003; bubble and dew pressures from fitted curves)',
  ],
  ['R32', 'R32_TABLE', 'R-32', 'CoolProp 8.0.0, HEOS::R32 (Tillner-Roth and Yokozeki 1997)'],
  [
    'R454B',
    'R454B_TABLE',
    'R-454B',
    'CoolProp 8.0.0, HEOS mixture of R32 and R1234yf, 68.9/31.1 % by mass; transport properties not tabulated',
  ],
  ['R134a', 'R134A_TABLE', 'R-134a', 'CoolProp 8.0.0, HEOS::R134a (Tillner-Roth and Baehr 1994)'],
  [
    'R407C',
    'R407C_TABLE',
    'R-407C',
    'CoolProp 8.0.0, HEOS::R407C (pseudo-pure fluid, Lemmon 2003; bubble and dew pressures from fitted curves)',
  ],
  [
    'R404A',
    'R404A_TABLE',
    'R-404A',
    'CoolProp 8.0.0, HEOS::R404A (pseudo-pure fluid, Lemmon 2003; bubble and dew pressures from fitted curves)',
  ],
  [
    'R507A',
    'R507A_TABLE',
    'R-507A',
    'CoolProp 8.0.0, HEOS::R507A (pseudo-pure fluid, Lemmon 2003; bubble and dew pressures from fitted curves)',
  ],
  ['R22', 'R22_TABLE', 'R-22', 'CoolProp 8.0.0, HEOS::R22 (Kamei et al. 1995)'],
  ['R290', 'R290_TABLE', 'R-290', 'CoolProp 8.0.0, HEOS::n-Propane (Lemmon et al. 2009)'],
  ['R717', 'R717_TABLE', 'R-717', 'CoolProp 8.0.0, HEOS::Ammonia (Gao et al. 2020)'],
  ['R744', 'R744_TABLE', 'R-744', 'CoolProp 8.0.0, HEOS::CarbonDioxide (Span and Wagner 1996)'],
  ['R1234yf', 'R1234YF_TABLE', 'R-1234yf', 'CoolProp 8.0.0, HEOS::R1234yf (Richter et al. 2011)'],
  [
    'R1234ze_E',
    'R1234ZE_E_TABLE',
    'R-1234ze(E)',
    'CoolProp 8.0.0, HEOS::R1234ze(E) (Thol and Lemmon 2016)',
  ],
];

function readCsv(fileName) {
  const text = readFileSync(join(sourceDir, fileName), 'utf8').trim();
  const [header, ...lines] = text.split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    const row = {};
    columns.forEach((column, index) => {
      const cell = cells[index] ?? '';
      row[column] = cell === '' ? null : Number(cell);
    });
    if (row.T_C === null) throw new Error(`${fileName}: empty T_C in "${line}"`);
    return row;
  });
}

function round(value) {
  if (value === null) return null;
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

function checkOneKelvinSteps(fileName, rows) {
  rows.forEach((row, index) => {
    const expected = rows[0].T_C + index;
    if (row.T_C !== expected)
      throw new Error(`${fileName}: expected T_C ${expected}, got ${row.T_C}`);
  });
}

/** Refuses a column that is empty in some rows only (a whole empty column is a missing model). */
function checkColumn(fileName, rows, column) {
  const empty = rows.filter((row) => row[column] === null).length;
  if (empty > 0 && empty < rows.length) {
    // Leading gaps only (R32 k_vap); the columns copied here have none, but refuse silently wrong data.
    throw new Error(
      `${fileName} ${column}: partly empty column; extend the generator before copying it`,
    );
  }
}

/** One row a temperature: T_C, then the COLUMNS in order (the `SaturationRow` of saturation-table.ts). */
function rowLiteral(row) {
  const cells = [row.T_C, ...Object.keys(COLUMNS).map((column) => round(row[column]))];
  return `    [${cells.map(String).join(', ')}],`;
}

/** Writes a generated file into the output folder (see write-formatted.mjs). */
async function write(fileName, source) {
  await writeFormatted(join(outputDir, fileName), source);
}

const HEADER = `// Generated by scripts/generate-refrigerant-data.mjs from the CoolProp 8.0.0 saturation tables.
// Do not edit by hand: change the generator or the source tables and re-run it.
`;

for (const [stem, exportName, label, fluidModel] of FLUIDS) {
  const fileName = `${stem}.csv`;
  const rows = readCsv(fileName);
  checkOneKelvinSteps(fileName, rows);
  for (const column of Object.keys(COLUMNS)) checkColumn(fileName, rows, column);
  const source = `${HEADER}import { type SaturationTable, saturationTableFromRows } from './saturation-table.js';

/**
 * ${label} saturation properties, ${rows[0].T_C} to ${rows.at(-1).T_C} °C in 1 K steps: bubble and dew
 * pressures, saturated liquid (bubble point) and saturated vapour (dew point) properties.
 *
 * @see ${fluidModel}.
 * @see Bell, Wronski, Quoilin and Lemort (2014), "Pure and pseudo-pure fluid thermophysical property
 *   evaluation and the open-source thermophysical property library CoolProp", Ind. Eng. Chem. Res.
 *   53(6):2498–2508.
 */
export const ${exportName}: SaturationTable = /* @__PURE__ */ saturationTableFromRows(
  '${fluidModel}',
  // T °C, p bubble Pa, p dew Pa, ρ liquid kg/m³, ρ vapour kg/m³, h liquid J/kg, h vapour J/kg,
  // cp liquid J/(kg·K), cp vapour J/(kg·K), µ liquid Pa·s, µ vapour Pa·s
  // prettier-ignore
  [
${rows.map(rowLiteral).join('\n')}
  ],
);
`;
  await write(`${stem.toLowerCase().replace('_', '-')}.ts`, source);
}
console.log(`Wrote ${FLUIDS.length} refrigerant tables to ${outputDir}`);
