/**
 * A unit as shown beside a number, with its conversion to the quantity's SI base unit and back
 * (docs/ARCHITECTURE.md "Units").
 */
export interface DisplayUnit {
  /** Unit label as shown beside a number, e.g. "ft²". */
  readonly label: string;
  /** Value in this unit -> value in the SI base unit. */
  readonly toSi: (value: number) => number;
  /** Value in the SI base unit -> value in this unit. */
  readonly fromSi: (value: number) => number;
}

/** A quantity's unit in each system. */
export interface QuantityUnits {
  readonly Imperial: DisplayUnit;
  readonly Metric: DisplayUnit;
}

/** A unit of which one is `siPerUnit` SI base units (1 ft is 0.3048 m). */
export function linear(label: string, siPerUnit: number): DisplayUnit {
  return { label, toSi: (value) => value * siPerUnit, fromSi: (value) => value / siPerUnit };
}

/** A unit that is the SI base unit itself. */
export const identity = (label: string): DisplayUnit => linear(label, 1);

/** A unit of which one SI base unit is `unitsPerSi` (1 W/m² is 0.092 903 04 W/ft²). */
export function perSi(label: string, unitsPerSi: number): DisplayUnit {
  return { label, toSi: (value) => value / unitsPerSi, fromSi: (value) => value * unitsPerSi };
}
