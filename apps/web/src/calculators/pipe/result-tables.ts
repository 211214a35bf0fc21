import { inUnitSystem } from '@org/hvac-core/fields';
import { PIPE_RESULT_SPECS, type PipeResult, type PipeSizeFigures } from '@org/hvac-core/pipe';
import { formatFixed, formatNumber } from '@org/ui';
import { lineFor, type ResultTable } from '../../calculator-kit/result-lines';

/** Words for the flow regime, as the engine names it. */
export const REGIME_LABELS: Record<PipeSizeFigures['regime'], string> = {
  laminar: 'Laminar',
  transition: 'Transitional',
  turbulent: 'Turbulent',
};

/** The selected size, the next smaller and the next larger, from the engine's candidates. */
export function neighbouringSizes(result: PipeResult): PipeSizeFigures[] {
  const index = result.candidates.findIndex((c) => c.nominalSize === result.nominalSize);
  return result.candidates.slice(Math.max(0, index - 1), index + 2);
}

/**
 * A fitting's equivalent length and head loss as the table and report print them: the length to
 * 1 (ft) or 2 (m) decimals, the loss to one decimal more than the totals.
 */
export function fittingFigures(result: PipeResult, fitting: PipeResult['fittings'][number]) {
  const imperial = result.unitSystem === 'Imperial';
  const head = inUnitSystem(PIPE_RESULT_SPECS.totalHeadLoss.decimals, result.unitSystem);
  return {
    equivalentLength: formatFixed(fitting.equivalentLength, imperial ? 1 : 2),
    headLoss: formatFixed(fitting.headLoss, head + 1),
  };
}

/**
 * The selected size's results as the card and the report both show them; the report adds the size
 * and the flow regime the card heads with.
 */
export function pipeResultTable(result: PipeResult): ResultTable {
  const s = result.selected;
  const line = lineFor(PIPE_RESULT_SPECS, result.unitSystem);
  const lines = [
    line('diameter', result.diameter, { valueTestId: 'pipe-inside-diameter' }),
    line('velocity', result.velocity, {
      valueTestId: 'pipe-velocity',
      warnings: s.meetsVelocityLimit ? undefined : ['above limit'],
    }),
    line('frictionRate', s.frictionRate, {
      valueTestId: 'pipe-friction-rate',
      warnings: s.meetsFrictionRate ? undefined : ['above target'],
    }),
    line('reynoldsNumber', s.reynoldsNumber, { valueTestId: 'pipe-reynolds' }),
    line('frictionFactor', s.frictionFactor, {
      suffix: result.method === 'hazenWilliams' ? ' (equivalent)' : '',
    }),
    line('pipeHeadLoss', result.pipeHeadLoss, { valueTestId: 'pipe-head-loss' }),
    line('fittingsHeadLoss', result.fittingsHeadLoss, { valueTestId: 'fittings-head-loss' }),
    line('equipmentHeadLoss', result.equipmentHeadLoss, { valueTestId: 'equipment-head-loss' }),
    line('totalHeadLoss', result.totalHeadLoss, {
      emphasis: 'total',
      valueTestId: 'total-head-loss',
      live: true,
    }),
  ];
  // The report keeps the trailing zeros ("8.00 ft of water"), so its figures line up.
  return { title: 'Results', lines: lines.map((shown) => ({ ...shown, fixed: true })) };
}

/** How a fitting's K was found, e.g. "30 × fT 0.022", "user K", "Le". */
export function fittingBasis(fitting: PipeResult['fittings'][number]): string {
  switch (fitting.basis) {
    case 'crane':
      return `${String(fitting.craneMultiplier)} × fT ${formatNumber(fitting.craneFrictionFactor ?? Number.NaN, { maximumFractionDigits: 4 })}`;
    case 'fixed':
      return 'fixed K';
    case 'customK':
      return 'your K';
    case 'equivalentLength':
      return 'your Le';
  }
}
