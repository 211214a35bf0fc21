import { Stack } from '@mantine/core';
import { FAN_RESULT_SPECS, type FanResult } from '@org/hvac-core/fan';
import { ResultCard, formatNumber, type ResultRow } from '@org/ui';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import { resultRowFor } from '../../workspace/result-row-for';
import { ResultNotes } from '../../workspace/ResultNotes';
import { SuggestedMotorCard } from '../../workspace/SuggestedMotorCard';
import type { ResultsProps } from '../../workspace/results-props';

/** Pressures, air power, efficiencies, shaft power, the motor, warnings, fan laws and assumptions. */
export function FanResults({ result, name, stale = false }: ResultsProps<FanResult>) {
  const system = result.unitSystem;
  const units = result.units;
  const entered = result.shaftPowerSource === 'entered';
  const implied = entered ? '' : ' (implied)';
  const row = resultRowFor(FAN_RESULT_SPECS, system);
  const percent = (value: number): string => formatNumber(value, { maximumFractionDigits: 1 });

  const rows: ResultRow[] = [
    row('fanTotalPressure', result.fanTotalPressure, { valueTestId: 'fan-total-pressure' }),
    row('outletVelocity', result.outletVelocity, { indent: true }),
    row('outletVelocityPressure', result.outletVelocityPressure, { indent: true }),
    row('staticAirPower', result.staticAirPower, {
      suffix: ' Q·ps',
      valueTestId: 'static-air-power',
    }),
    row('totalAirPower', result.totalAirPower, { suffix: ' Q·pt', valueTestId: 'total-air-power' }),
    row('staticEfficiencyPercent', result.staticEfficiencyPercent, {
      suffix: ` ηs${implied}`,
      valueTestId: 'static-efficiency',
    }),
    row('totalEfficiencyPercent', result.totalEfficiencyPercent, {
      suffix: ` ηt${implied}`,
      valueTestId: 'total-efficiency',
    }),
    row('shaftPower', result.shaftPower, {
      suffix: entered ? ', as entered' : '',
      emphasis: 'total',
      valueTestId: 'shaft-power',
      live: true,
    }),
    row('motorOutput', result.motorOutput, {
      suffix: ` (drive ${percent(result.driveEfficiencyPercent)} %)`,
      valueTestId: 'motor-output',
    }),
    row('motorInputPower', result.motorInputPower, {
      suffix: ` (motor ${percent(result.motorEfficiencyPercent)} %)`,
      valueTestId: 'motor-input-power',
    }),
    ...(system === 'Imperial'
      ? [
          row('motorInputPower', result.motorInputKw, {
            key: 'motorInputKw',
            unit: 'kW',
            indent: true,
          }),
        ]
      : []),
  ];

  const laws = result.fanLaws;
  const lawRows: ResultRow[] = laws
    ? [
        row('speedRatio', laws.speedRatio),
        row('diameterRatio', laws.diameterRatio),
        row('airflow', laws.airflow, { label: 'New airflow', valueTestId: 'fan-law-airflow' }),
        row('fanStaticPressure', laws.fanStaticPressure, {
          label: 'New fan static pressure',
          valueTestId: 'fan-law-static-pressure',
        }),
        row('fanTotalPressure', laws.fanTotalPressure, { label: 'New fan total pressure' }),
        row('shaftPower', laws.shaftPower, {
          label: 'New shaft (brake) power',
          emphasis: 'subtotal',
          valueTestId: 'fan-law-shaft-power',
        }),
        row('motorOutput', laws.motorOutput, { label: 'New motor output' }),
        row('motorLoadPercent', laws.motorLoadPercent, {
          label: result.suggestedMotor
            ? `Load on the ${result.suggestedMotor.label} motor`
            : 'Load on the motor',
          valueTestId: 'fan-law-motor-load',
        }),
      ]
    : [];

  return (
    <Stack gap="md">
      <ResultCard title={name ? `Fan — ${name}` : 'Fan'} rows={rows} dimmed={stale} />

      <SuggestedMotorCard motor={result.suggestedMotor} stale={stale}>
        The next {result.suggestedMotor?.standard} rating at or above the motor output of{' '}
        {formatNumber(result.motorOutput, {
          maximumFractionDigits: FAN_RESULT_SPECS.motorOutput.decimals,
        })}{' '}
        {units.power}
        {result.motorSizingMarginPercent > 0
          ? ` plus ${formatNumber(result.motorSizingMarginPercent, { maximumFractionDigits: 1 })} % margin`
          : ''}
        ; it runs at{' '}
        <span data-testid="motor-load">
          {formatNumber(result.motorLoadPercent ?? Number.NaN, { maximumFractionDigits: 0 })} %
        </span>{' '}
        of its rating.
      </SuggestedMotorCard>

      <ResultWarnings warnings={result.warnings} />

      {laws ? (
        <ResultCard
          title="Fan laws: the new duty"
          description="Same fan, same system curve; efficiency taken as unchanged."
          rows={lawRows}
          dimmed={stale}
          rowTestIdPrefix="fan-law-row-"
        />
      ) : null}

      <ResultNotes idPrefix="fan" notes={result.notes} />
    </Stack>
  );
}
