import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/*
 * Reading the CoolProp 8.0.0 tables (CSV, one row a temperature) for the data generators: rows as
 * objects by column name, rounding to the digits the generated modules keep, and the 1 K step check.
 */

/**
 * The rows of a CSV table as objects by column name: numbers, a `state` cell as text, an empty
 * cell null. An empty cell in a `required` column (or in any column, with 'all') is an error.
 */
export function readCsv(path, { required = [] } = {}) {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    const row = {};
    columns.forEach((column, index) => {
      const cell = cells[index] ?? '';
      if (cell === '' && (required === 'all' || required.includes(column)))
        throw new Error(`${basename(path)}: empty ${column} in "${line}"`);
      row[column] = cell === '' ? null : column === 'state' ? cell : Number(cell);
    });
    return row;
  });
}

/** A value rounded to 7 significant digits (null stays null); refuses a non-finite number. */
export function round(value) {
  if (value === null) return null;
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return Number(value.toPrecision(7));
}

/** Refuses rows whose temperatures (T_C) do not step by 1 K from the first. */
export function checkOneKelvinSteps(fileName, rows) {
  rows.forEach((row, index) => {
    const expected = rows[0].T_C + index;
    if (row.T_C !== expected)
      throw new Error(`${fileName}: expected T_C ${expected}, got ${row.T_C}`);
  });
}
