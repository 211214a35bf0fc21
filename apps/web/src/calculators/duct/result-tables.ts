import type { DuctResult, DuctResultText } from '@org/hvac-core/duct';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';

/**
 * One result of a duct size as its card, the size check and the report word it: the engine's text
 * with its unit ("0.100 in. wg/100 ft"), which the workspace's numeric ResultLine cannot hold.
 */
export interface DuctResultLine {
  readonly key: LineKey;
  readonly label: string;
  /** The result with its unit. */
  readonly text: string;
  /** Bold in both; on the card also a rule above it. */
  readonly total?: boolean;
  /** Card only: data-testid of the text. */
  readonly testId: string;
  /** Card only: announces changes to screen readers. */
  readonly live?: boolean;
}

type LineKey =
  | Exclude<keyof DuctResultText, 'shape' | 'diameter' | 'width' | 'height'>
  | 'reynoldsNumber'
  | 'frictionFactor';

/** The lines in order, without their text. */
const LINES: readonly Omit<DuctResultLine, 'text'>[] = [
  { key: 'size', label: 'Size', testId: 'duct-size', live: true },
  { key: 'velocity', label: 'Velocity', testId: 'duct-velocity' },
  { key: 'frictionRate', label: 'Friction rate', testId: 'duct-friction-rate' },
  { key: 'area', label: 'Area', testId: 'duct-area' },
  {
    key: 'equivalentDiameter',
    label: 'Equivalent diameter (Huebscher)',
    testId: 'duct-equivalent-diameter',
  },
  { key: 'velocityPressure', label: 'Velocity pressure', testId: 'duct-velocity-pressure' },
  { key: 'reynoldsNumber', label: 'Reynolds number', testId: 'duct-reynolds-number' },
  {
    key: 'frictionFactor',
    label: 'Darcy friction factor (Colebrook)',
    testId: 'duct-friction-factor',
  },
  { key: 'ductPressureLoss', label: 'Duct pressure loss', testId: 'duct-pressure-loss' },
  {
    key: 'fittingsPressureLoss',
    label: 'Fittings pressure loss',
    testId: 'fittings-pressure-loss',
  },
  {
    key: 'totalPressureLoss',
    label: 'Total pressure loss',
    testId: 'total-pressure-loss',
    total: true,
  },
];

/**
 * The results of a size (the sizer's chosen or exact one, or a checked one), the equivalent diameter
 * only for a rectangular duct. An exact size shown `beside` a standard one has test ids "exact-…"
 * and is not announced.
 */
export function ductResultLines(size: DuctResult['exact'], beside = false): DuctResultLine[] {
  const texts = {
    ...size.text,
    reynoldsNumber: `${formatNumber(size.reynoldsNumber, { maximumFractionDigits: 0 })} (${size.flowRegime})`,
    frictionFactor: formatNumber(size.frictionFactor, { maximumFractionDigits: 4 }),
  };
  return LINES.filter(
    (line) => line.key !== 'equivalentDiameter' || size.shape === 'rectangular',
  ).map(({ live, ...line }) => ({
    ...line,
    text: texts[line.key],
    ...(beside ? { testId: `exact-${line.testId}` } : { live }),
  }));
}

/** The sizer's results as its card (a column a size) and its report (a section a size) show them. */
export function ductResultTables(result: DuctResult): { title: string; lines: DuctResultLine[] }[] {
  if (result.roundingMode !== 'standard') {
    return [{ title: 'Exact size', lines: ductResultLines(result) }];
  }
  return [
    { title: 'Standard size', lines: ductResultLines(result) },
    { title: 'Exact size', lines: ductResultLines(result.exact, true) },
  ];
}

/** A fitting's loss coefficient as the results and the report write it: "C = 0.11". */
export function lossCoefficientText(lossCoefficient: number): string {
  return `C = ${formatNumber(lossCoefficient, { maximumFractionDigits: 3 })}`;
}

/** A fitting's equivalent length and its unit: "12 ft". */
export function equivalentLengthText(length: number, unitSystem: UnitSystem): string {
  return `${formatNumber(length, { maximumFractionDigits: 2 })} ${unitLabel('length', unitSystem)}`;
}

/** A fitting's pressure loss, without its unit. */
export function fittingLossText(pressureLoss: number, unitSystem: UnitSystem): string {
  return formatNumber(pressureLoss, { maximumFractionDigits: unitSystem === 'Imperial' ? 4 : 2 });
}
