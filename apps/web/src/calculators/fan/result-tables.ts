import { FAN_RESULT_SPECS, type FanResult } from '@org/hvac-core/fan';
import { formatNumber } from '@org/ui';
import { lineFor, type ResultLine, type ResultTable } from '../../calculator-kit/result-lines';

/** The fan's results as its cards and its report both show them: the duty, then the fan-law duty. */
export function fanResultTables(result: FanResult): [ResultTable, ResultTable?] {
  const line = lineFor(FAN_RESULT_SPECS, result.unitSystem);
  const entered = result.shaftPowerSource === 'entered';
  // An efficiency is implied unless it is the one entered (with the shaft power computed from it).
  const implied = (basis: FanResult['efficiencyBasis']): string =>
    entered || result.efficiencyBasis !== basis ? ' (implied)' : '';
  const percent = (value: number): string => formatNumber(value, { maximumFractionDigits: 1 });

  const duty: ResultLine[] = [
    line('fanTotalPressure', result.fanTotalPressure, { valueTestId: 'fan-total-pressure' }),
    line('outletVelocity', result.outletVelocity, { indent: true, blank: 'not known' }),
    line('outletVelocityPressure', result.outletVelocityPressure, { indent: true }),
    line('staticAirPower', result.staticAirPower, {
      suffix: ' Q·ps',
      valueTestId: 'static-air-power',
    }),
    line('totalAirPower', result.totalAirPower, {
      suffix: ' Q·pt',
      valueTestId: 'total-air-power',
    }),
    line('staticEfficiencyPercent', result.staticEfficiencyPercent, {
      suffix: ` ηs${implied('static')}`,
      valueTestId: 'static-efficiency',
    }),
    line('totalEfficiencyPercent', result.totalEfficiencyPercent, {
      suffix: ` ηt${implied('total')}`,
      valueTestId: 'total-efficiency',
    }),
    line('shaftPower', result.shaftPower, {
      suffix: entered ? ', as entered' : '',
      emphasis: 'total',
      valueTestId: 'shaft-power',
      live: true,
    }),
    line('motorOutput', result.motorOutput, {
      suffix: ` (drive ${percent(result.driveEfficiencyPercent)} %)`,
      valueTestId: 'motor-output',
    }),
    line('motorInputPower', result.motorInputPower, {
      suffix: ` (motor ${percent(result.motorEfficiencyPercent)} %)`,
      valueTestId: 'motor-input-power',
    }),
  ];
  if (result.unitSystem === 'Imperial') {
    duty.push(
      line('motorInputPower', result.motorInputKw, {
        key: 'motorInputKw',
        unit: 'kW',
        indent: true,
      }),
    );
  }
  const tables: [ResultTable, ResultTable?] = [{ title: 'Fan and motor', lines: duty }];

  const laws = result.fanLaws;
  if (laws) {
    const motor = result.suggestedMotor ? `the ${result.suggestedMotor.label} motor` : 'the motor';
    tables.push({
      title: 'Fan laws: the new duty',
      lines: [
        line('speedRatio', laws.speedRatio),
        line('diameterRatio', laws.diameterRatio),
        line('airflow', laws.airflow, { label: 'New airflow', valueTestId: 'fan-law-airflow' }),
        line('fanStaticPressure', laws.fanStaticPressure, {
          label: 'New fan static pressure',
          valueTestId: 'fan-law-static-pressure',
        }),
        line('fanTotalPressure', laws.fanTotalPressure, { label: 'New fan total pressure' }),
        line('shaftPower', laws.shaftPower, {
          label: 'New shaft (brake) power',
          emphasis: 'subtotal',
          valueTestId: 'fan-law-shaft-power',
        }),
        line('motorOutput', laws.motorOutput, { label: 'New motor output' }),
        line('motorLoadPercent', laws.motorLoadPercent, {
          label: `Load on ${motor}`,
          valueTestId: 'fan-law-motor-load',
        }),
      ],
    });
  }
  return tables;
}
