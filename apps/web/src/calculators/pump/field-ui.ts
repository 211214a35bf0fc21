import type { PumpHeadNumericField } from '@org/hvac-core/pump';
import type { UnitSystem } from '@org/hvac-core/units';

/** How a numeric field behaves in the form: arrow-key step, typed decimals, help text. */
export interface NumericFieldUi {
  /** ArrowUp/ArrowDown step in each unit system. */
  step: Record<UnitSystem, number>;
  /** Most decimals typed. */
  decimalScale: number;
  /** Help text under the label; none when the label says it all. */
  description?: string;
}

const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/** Presentation of each numeric field; labels, units and limits all come from hvac-core. */
export const PUMP_HEAD_FIELD_UI: Record<PumpHeadNumericField, NumericFieldUi> = {
  flowRate: {
    step: { Imperial: 5, Metric: 0.5 },
    decimalScale: 3,
    description: 'Flow of the pump at the design point',
  },
  concentrationPercent: { step: same(10), decimalScale: 0 },
  fluidTemperature: { step: same(1), decimalScale: 2 },
  'sections.length': { step: { Imperial: 10, Metric: 5 }, decimalScale: 2 },
  'sections.flowRate': {
    step: { Imperial: 5, Metric: 0.5 },
    decimalScale: 3,
    description: 'Blank: the design flow',
  },
  'sections.fittings.quantity': { step: same(1), decimalScale: 0 },
  'sections.fittings.customK': {
    step: same(0.1),
    decimalScale: 3,
    description: 'From the manufacturer’s data',
  },
  'sections.fittings.customEquivalentLength': {
    step: same(1),
    decimalScale: 2,
    description: 'Or an equivalent length instead of K',
  },
  'components.pressureDrop': {
    step: { Imperial: 1, Metric: 5 },
    decimalScale: 2,
    description: 'Rated drop at the design flow',
  },
  staticLift: {
    step: { Imperial: 1, Metric: 0.5 },
    decimalScale: 2,
    description: 'From the suction liquid surface up to the discharge point',
  },
  safetyMarginPercent: {
    step: same(5),
    decimalScale: 1,
    description: 'Added to the total dynamic head. Blank: 10 %',
  },
  pumpEfficiencyPercent: {
    step: same(1),
    decimalScale: 1,
    description: 'From the pump curve at the duty. Blank: 70 %',
  },
  motorEfficiencyPercent: {
    step: same(1),
    decimalScale: 1,
    description: 'From the motor nameplate. Blank: 90 %',
  },
  'suction.referencePressure': {
    step: { Imperial: 1, Metric: 5 },
    decimalScale: 3,
    description:
      'Open tank: blank for the standard atmosphere. Closed loop: the expansion-tank pressure',
  },
  'suction.liquidLevelAboveImpeller': {
    step: { Imperial: 1, Metric: 0.5 },
    decimalScale: 2,
    description: 'Negative for a suction lift',
  },
  'suction.suctionLosses': {
    step: { Imperial: 0.5, Metric: 1 },
    decimalScale: 2,
    description: 'Friction and fittings of the suction line. Blank: 0',
  },
  'suction.npshRequired': {
    step: { Imperial: 1, Metric: 0.5 },
    decimalScale: 2,
    description: 'From the pump curve at the flow (optional)',
  },
  'pumpCurve.points.flowRate': { step: { Imperial: 10, Metric: 1 }, decimalScale: 3 },
  'pumpCurve.points.head': { step: { Imperial: 1, Metric: 0.5 }, decimalScale: 3 },
  'pumpCurve.speedPercent': {
    step: same(5),
    decimalScale: 1,
    description: '% of the speed the curve is drawn for (variable-speed drive)',
  },
};

/** A draft value as UnitInput shows it: finite numbers as they are, anything else empty. */
export function draftNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A draft value as a text field shows it. */
export function draftText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The id of a field's element: `pump-head-flowRate`, `pump-head-sections-1-length`. */
export function pumpHeadFieldId(path: readonly (string | number)[]): string {
  return `pump-head-${path.join('-')}`;
}

type Path = readonly (string | number)[];

/**
 * A copy of `target` with the value at `path` replaced, copying every object and array on the way
 * (the draft is immutable state). Missing containers are created: an array for a numeric key.
 */
export function setIn<T>(target: T, path: Path, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  const container: unknown = target;
  const nextChild = (current: unknown): unknown => setIn(current, rest, value);
  if (Array.isArray(container)) {
    const copy: unknown[] = [...(container as unknown[])];
    copy[Number(head)] = nextChild(copy[Number(head)]);
    return copy as T;
  }
  const record: Record<string, unknown> =
    typeof container === 'object' && container !== null
      ? { ...(container as Record<string, unknown>) }
      : {};
  if (typeof head === 'number' && (typeof container !== 'object' || container === null)) {
    const array: unknown[] = [];
    array[head] = nextChild(undefined);
    return array as T;
  }
  record[String(head)] = nextChild(record[String(head)]);
  return record as T;
}

/** The value at `path`, or undefined. */
export function getIn(target: unknown, path: Path): unknown {
  let current: unknown = target;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
