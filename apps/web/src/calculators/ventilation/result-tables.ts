import { VENTILATION_RESULT_SPECS, type VentilationResult } from '@org/hvac-core/ventilation';
import { lineFor, type ResultTable } from '../../calculator-kit/result-lines';
import { airflowLabel } from './airflow-units';

/** The ventilation results as the cards and the report both show them. */
export interface VentilationResultTables {
  readonly summary: ResultTable;
  /** The ASHRAE 62.1 breakdown, in its mode only. */
  readonly ventilationRateProcedure?: ResultTable;
  /** The kitchen hood's exhaust, in its mode only. */
  readonly kitchenHood?: ResultTable;
  readonly otherUnits: ResultTable;
}

/** Volume and airflow, the 62.1 breakdown, the hood's exhaust and the airflow in every unit. */
export function ventilationResultTables(result: VentilationResult): VentilationResultTables {
  const system = result.unitSystem;
  const line = lineFor(VENTILATION_RESULT_SPECS, system);

  const summary: ResultTable = {
    title: 'Results',
    lines: [
      line('roomVolume', result.roomVolume, { valueTestId: 'room-volume' }),
      line('floorArea', result.floorArea),
      line('requiredAirflow', result.requiredAirflow, {
        label: airflowLabel(result.mode),
        // Digits from the magnitude: 240 cfm, 15.3 cfm, 47.2 L/s.
        decimals: undefined,
        emphasis: 'total',
        valueTestId: 'required-airflow',
        live: true,
      }),
      ...(system === 'Metric'
        ? [
            line('requiredAirflowM3PerHour', result.requiredAirflowM3PerHour, {
              valueTestId: 'required-airflow-m3h',
            }),
          ]
        : []),
      line('airChangesPerHour', result.airChangesPerHour, { valueTestId: 'air-changes' }),
    ],
  };

  const airflows = result.airflows;
  const otherUnits: ResultTable = {
    title: 'Airflow in other units',
    lines: [
      line('cfm', airflows.cfm),
      line('litresPerSecond', airflows.litresPerSecond, { key: 'ls' }),
      line('cubicMetresPerHour', airflows.cubicMetresPerHour, { key: 'm3h' }),
    ],
  };

  const vrp = result.ventilationRateProcedure;
  const hood = result.kitchenHood;
  return {
    summary,
    ...(vrp && {
      ventilationRateProcedure: {
        title: 'ASHRAE 62.1 ventilation rate procedure',
        lines: [
          line('peopleRate', vrp.peopleRate),
          line('areaRate', vrp.areaRate),
          line('zonePopulation', vrp.zonePopulation, {
            suffix: vrp.populationFromDefaultDensity ? ' (default density)' : '',
          }),
          line('zoneFloorArea', vrp.zoneFloorArea),
          line('peopleOutdoorAirflow', vrp.peopleOutdoorAirflow, { indent: true }),
          line('areaOutdoorAirflow', vrp.areaOutdoorAirflow, { indent: true }),
          line('breathingZoneOutdoorAirflow', vrp.breathingZoneOutdoorAirflow, {
            emphasis: 'subtotal',
          }),
          line('zoneAirDistributionEffectiveness', vrp.zoneAirDistributionEffectiveness),
          line('zoneOutdoorAirflow', vrp.zoneOutdoorAirflow, {
            suffix: ' = Vbz / Ez',
            emphasis: 'total',
          }),
        ],
      },
    }),
    ...(hood && {
      kitchenHood: {
        title: 'Kitchen hood exhaust',
        lines: [
          line('hoodRate', hood.ratePerLength, {
            label: `Rate, ${hood.hoodStyleLabel.toLowerCase()} over ${hood.applianceDutyLabel.replace(/ \(.*\)$/, '').toLowerCase()} appliances`,
          }),
          line('hoodLength', hood.hoodLength),
          line('exhaustAirflow', hood.exhaustAirflow, {
            key: 'hoodExhaust',
            emphasis: 'total',
            valueTestId: 'hood-exhaust',
          }),
        ],
      },
    }),
    otherUnits,
  };
}
