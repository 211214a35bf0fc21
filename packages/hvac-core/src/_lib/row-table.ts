/**
 * Generated property tables are stored as rows (one row a temperature, as in the source CSV) and read
 * as columns. These two helpers are the whole reading: every table kind (refrigerant saturation,
 * liquid properties) builds its columns with them.
 */

/**
 * The temperature of the first row, after checking that the rows step by 1 K.
 *
 * @param label - Names the table in the error.
 * @param rows - Rows whose first cell is the temperature, °C.
 * @throws Error when there is no row or a row breaks the 1 K steps.
 */
export function oneKelvinRowsMinC(
  label: string,
  rows: readonly (readonly [number, ...unknown[]])[],
): number {
  const first = rows[0];
  if (first === undefined) throw new Error(`${label}: no rows`);
  const temperatureMinC = first[0];
  rows.forEach((row, index) => {
    if (row[0] !== temperatureMinC + index)
      throw new Error(`${label}: expected ${temperatureMinC + index} °C, got ${row[0]} °C`);
  });
  return temperatureMinC;
}

/** Cell `index` of every row, in row order. */
export function rowColumn<Row extends readonly unknown[], Index extends number>(
  rows: readonly Row[],
  index: Index,
): Row[Index][] {
  return rows.map((row) => row[index]);
}
