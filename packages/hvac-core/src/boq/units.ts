/** A unit of measurement for a bill-of-quantities item. Items may also use free text. */
export interface BoqUnit {
  /** The unit as written in the bill, e.g. "m²". */
  readonly symbol: string;
  readonly name: string;
  /** What it measures. */
  readonly kind: 'length' | 'area' | 'volume' | 'mass' | 'count' | 'liquid volume' | 'time' | 'sum';
  /** The unit system it belongs to; null for units used in both (no., set, lot, h). */
  readonly unitSystem: 'Imperial' | 'Metric' | null;
}

/**
 * Units offered for bill items, after the conventions of standard methods of measurement (e.g. RICS
 * New Rules of Measurement NRM2 for metric bills: m, m², m³, kg, t, nr/no., item/lot) and US
 * practice (ft, ft², lb, gal). "no." counts items; "set" and "pair" count matched groups; "lot" is a
 * lump sum.
 */
export const BOQ_UNITS: readonly BoqUnit[] = [
  { symbol: 'no.', name: 'number (each)', kind: 'count', unitSystem: null },
  { symbol: 'set', name: 'set', kind: 'count', unitSystem: null },
  { symbol: 'pair', name: 'pair', kind: 'count', unitSystem: null },
  { symbol: 'lot', name: 'lot (lump sum)', kind: 'sum', unitSystem: null },
  { symbol: 'item', name: 'item', kind: 'sum', unitSystem: null },
  { symbol: 'h', name: 'hour', kind: 'time', unitSystem: null },
  { symbol: 'day', name: 'day', kind: 'time', unitSystem: null },
  { symbol: 'm', name: 'metre', kind: 'length', unitSystem: 'Metric' },
  { symbol: 'mm', name: 'millimetre', kind: 'length', unitSystem: 'Metric' },
  { symbol: 'm²', name: 'square metre', kind: 'area', unitSystem: 'Metric' },
  { symbol: 'm³', name: 'cubic metre', kind: 'volume', unitSystem: 'Metric' },
  { symbol: 'kg', name: 'kilogram', kind: 'mass', unitSystem: 'Metric' },
  { symbol: 't', name: 'tonne', kind: 'mass', unitSystem: 'Metric' },
  { symbol: 'L', name: 'litre', kind: 'liquid volume', unitSystem: 'Metric' },
  { symbol: 'ft', name: 'foot', kind: 'length', unitSystem: 'Imperial' },
  { symbol: 'in', name: 'inch', kind: 'length', unitSystem: 'Imperial' },
  { symbol: 'ft²', name: 'square foot', kind: 'area', unitSystem: 'Imperial' },
  { symbol: 'ft³', name: 'cubic foot', kind: 'volume', unitSystem: 'Imperial' },
  { symbol: 'yd', name: 'yard', kind: 'length', unitSystem: 'Imperial' },
  { symbol: 'lb', name: 'pound', kind: 'mass', unitSystem: 'Imperial' },
  { symbol: 'gal', name: 'US gallon', kind: 'liquid volume', unitSystem: 'Imperial' },
];

/** The unit symbols of `BOQ_UNITS`, for a select list. */
export const BOQ_UNIT_SYMBOLS: readonly string[] = BOQ_UNITS.map((unit) => unit.symbol);
