import {
  REFRIGERANT_RESULT_SPECS,
  type RefrigerantLineResult,
  type RefrigerantTubeFigures,
} from '@org/hvac-core/refrigerant';
import { formatNumber } from '@org/ui';
import { figureFor, lineFor, type ResultTable } from '../../calculator-kit/result-lines';
import { lineDensity, refrigeratingEffect } from './labels';

/** The refrigerant line's results as the cards and the report both show them. */
export interface RefrigerantResultTables {
  /** The selected tube's figures. */
  readonly line: ResultTable;
  /** The subcooling left at the expansion device, for a liquid line only. */
  readonly liquidLine?: ResultTable;
  readonly cycle: ResultTable;
}

/** The selected tube's figures, the liquid line's subcooling and the cycle. */
export function refrigerantResultTables(result: RefrigerantLineResult): RefrigerantResultTables {
  const line = lineFor(REFRIGERANT_RESULT_SPECS, result.unitSystem);
  const allowed = formatNumber(result.allowedTemperaturePenalty, { maximumFractionDigits: 3 });
  const { cycle, liquidLine } = result;
  return {
    line: {
      title: 'Line size',
      lines: [
        line('velocity', result.velocity, { valueTestId: 'velocity' }),
        line('pressureDrop', result.pressureDrop, { valueTestId: 'pressure-drop' }),
        line('temperaturePenalty', result.temperaturePenalty, {
          suffix: ` (allowed ${allowed} ${result.units.temperatureDifference})`,
          emphasis: 'subtotal',
          valueTestId: 'temperature-penalty',
          live: true,
        }),
        ...(result.lineType === 'suction'
          ? [
              line('capacityLossPercent', result.capacityLossPercent, {
                key: 'capacityLoss',
                valueTestId: 'capacity-loss',
              }),
            ]
          : []),
        line('massFlow', result.massFlow, { valueTestId: 'mass-flow' }),
        line('charge', result.charge, { valueTestId: 'charge' }),
        line('insideDiameter', result.selected.insideDiameter),
        line('straightLength', result.straightLength),
        line('fittingsEquivalentLength', result.fittingsEquivalentLength, {
          label: 'Fittings',
          indent: true,
        }),
        line('equivalentLength', result.equivalentLength, { valueTestId: 'equivalent-length' }),
        line('reynoldsNumber', result.selected.reynoldsNumber),
      ],
    },
    ...(liquidLine && {
      liquidLine: {
        title: 'Liquid line subcooling',
        lines: [
          line('staticPressureChange', liquidLine.staticPressureChange),
          line('subcoolingLost', liquidLine.subcoolingLost),
          line('subcoolingRemaining', liquidLine.subcoolingRemaining, {
            emphasis: 'subtotal',
            valueTestId: 'subcooling-remaining',
          }),
        ],
      },
    }),
    cycle: {
      title: 'Cycle',
      lines: [
        line('evaporatorPressure', cycle.evaporatorPressure),
        line('condenserPressure', cycle.condenserPressure),
        line('liquidTemperature', cycle.liquidTemperature),
        line('suctionGasTemperature', cycle.suctionGasTemperature),
        ...(result.lineType === 'discharge'
          ? [line('dischargeGasTemperature', cycle.dischargeGasTemperature)]
          : []),
        line('refrigeratingEffect', refrigeratingEffect(result)),
        line('density', lineDensity(result), {
          label: `${result.fluid.phase === 'liquid' ? 'Liquid' : 'Gas'} density in the line`,
        }),
      ],
    },
  };
}

/** How many sizes either side of the selected tube the neighbours table shows. */
const NEIGHBOURS = 2;

/** A tube beside the selected one, its figures as the card's table and the report print them. */
export interface NeighbourTube {
  readonly tube: RefrigerantTubeFigures;
  readonly selected: boolean;
  readonly velocity: string;
  readonly pressureDrop: string;
  /** "off the table" where the tube's pressure drop runs off the saturation table. */
  readonly penalty: string;
}

/** The tubes either side of the selected one, at the decimals of the selected tube's figures. */
export function neighbourTubes(result: RefrigerantLineResult): NeighbourTube[] {
  const index = result.candidates.findIndex((c) => c.size === result.selected.size);
  const figure = figureFor(REFRIGERANT_RESULT_SPECS, result.unitSystem);
  return result.candidates
    .slice(Math.max(0, index - NEIGHBOURS), index + NEIGHBOURS + 1)
    .map((tube) => ({
      tube,
      selected: tube.size === result.selected.size,
      velocity: figure('velocity', tube.velocity),
      pressureDrop: figure('pressureDrop', tube.pressureDrop),
      penalty:
        tube.temperaturePenalty === null
          ? 'off the table'
          : figure('temperaturePenalty', tube.temperaturePenalty),
    }));
}
