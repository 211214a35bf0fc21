import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { FanResult } from '@org/hvac-core/fan';
import { ResultCard, formatNumber, type ResultRow } from '@org/ui';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import { FAN_DIGITS } from './field-ui';

export interface FanResultsProps {
  /** The result to show; required. */
  result: FanResult;
  /** Calculation name for the heading; default none. */
  name?: string;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
}

/** Pressures, air power, efficiencies, shaft power, the motor, warnings, fan laws and assumptions. */
export function FanResults({ result, name, stale = false }: FanResultsProps) {
  const system = result.unitSystem;
  const units = result.units;
  const pressureDigits = FAN_DIGITS.pressure(system);
  const computedEfficiency = result.shaftPowerSource === 'entered';

  const rows: ResultRow[] = [
    {
      key: 'fanTotalPressure',
      label: 'Fan total pressure',
      value: result.fanTotalPressure,
      unit: units.pressure,
      maximumFractionDigits: pressureDigits,
      valueTestId: 'fan-total-pressure',
    },
    {
      key: 'outletVelocity',
      label: 'Outlet velocity',
      value: result.outletVelocity,
      unit: units.velocity,
      maximumFractionDigits: FAN_DIGITS.velocity(system),
      indent: true,
    },
    {
      key: 'outletVelocityPressure',
      label: 'Outlet velocity pressure',
      value: result.outletVelocityPressure,
      unit: units.pressure,
      maximumFractionDigits: pressureDigits,
      indent: true,
    },
    {
      key: 'staticAirPower',
      label: 'Static air power Q·ps',
      value: result.staticAirPower,
      unit: units.power,
      maximumFractionDigits: FAN_DIGITS.power,
      valueTestId: 'static-air-power',
    },
    {
      key: 'totalAirPower',
      label: 'Total air power Q·pt',
      value: result.totalAirPower,
      unit: units.power,
      maximumFractionDigits: FAN_DIGITS.power,
      valueTestId: 'total-air-power',
    },
    {
      key: 'staticEfficiencyPercent',
      label: computedEfficiency ? 'Fan static efficiency ηs' : 'Fan static efficiency ηs (implied)',
      value: result.staticEfficiencyPercent,
      unit: '%',
      maximumFractionDigits: FAN_DIGITS.percent,
      valueTestId: 'static-efficiency',
    },
    {
      key: 'totalEfficiencyPercent',
      label: computedEfficiency ? 'Fan total efficiency ηt' : 'Fan total efficiency ηt (implied)',
      value: result.totalEfficiencyPercent,
      unit: '%',
      maximumFractionDigits: FAN_DIGITS.percent,
      valueTestId: 'total-efficiency',
    },
    {
      key: 'shaftPower',
      label: computedEfficiency ? 'Shaft (brake) power, as entered' : 'Shaft (brake) power',
      value: result.shaftPower,
      unit: units.power,
      maximumFractionDigits: FAN_DIGITS.power,
      emphasis: 'total',
      valueTestId: 'shaft-power',
      live: true,
    },
    {
      key: 'motorOutput',
      label: `Motor output (drive ${formatNumber(result.driveEfficiencyPercent, { maximumFractionDigits: 1 })} %)`,
      value: result.motorOutput,
      unit: units.power,
      maximumFractionDigits: FAN_DIGITS.power,
      valueTestId: 'motor-output',
    },
    {
      key: 'motorInputPower',
      label: `Motor input (motor ${formatNumber(result.motorEfficiencyPercent, { maximumFractionDigits: 1 })} %)`,
      value: result.motorInputPower,
      unit: units.power,
      maximumFractionDigits: FAN_DIGITS.power,
      valueTestId: 'motor-input-power',
    },
    ...(system === 'Imperial'
      ? [
          {
            key: 'motorInputKw',
            label: 'Motor input',
            value: result.motorInputKw,
            unit: 'kW',
            maximumFractionDigits: FAN_DIGITS.power,
            indent: true,
          } satisfies ResultRow,
        ]
      : []),
  ];

  const laws = result.fanLaws;
  const lawRows: ResultRow[] = laws
    ? [
        {
          key: 'speedRatio',
          label: 'Speed ratio N₂/N₁',
          value: laws.speedRatio,
          maximumFractionDigits: FAN_DIGITS.ratio,
        },
        {
          key: 'diameterRatio',
          label: 'Diameter ratio D₂/D₁',
          value: laws.diameterRatio,
          maximumFractionDigits: FAN_DIGITS.ratio,
        },
        {
          key: 'airflow',
          label: 'New airflow',
          value: laws.airflow,
          unit: units.airflow,
          maximumFractionDigits: FAN_DIGITS.airflow,
          valueTestId: 'fan-law-airflow',
        },
        {
          key: 'fanStaticPressure',
          label: 'New fan static pressure',
          value: laws.fanStaticPressure,
          unit: units.pressure,
          maximumFractionDigits: pressureDigits,
          valueTestId: 'fan-law-static-pressure',
        },
        {
          key: 'fanTotalPressure',
          label: 'New fan total pressure',
          value: laws.fanTotalPressure,
          unit: units.pressure,
          maximumFractionDigits: pressureDigits,
        },
        {
          key: 'shaftPower',
          label: 'New shaft (brake) power',
          value: laws.shaftPower,
          unit: units.power,
          maximumFractionDigits: FAN_DIGITS.power,
          emphasis: 'subtotal',
          valueTestId: 'fan-law-shaft-power',
        },
        {
          key: 'motorOutput',
          label: 'New motor output',
          value: laws.motorOutput,
          unit: units.power,
          maximumFractionDigits: FAN_DIGITS.power,
        },
        {
          key: 'motorLoadPercent',
          label: result.suggestedMotor
            ? `Load on the ${result.suggestedMotor.label} motor`
            : 'Load on the motor',
          value: laws.motorLoadPercent,
          unit: '%',
          maximumFractionDigits: 0,
          valueTestId: 'fan-law-motor-load',
        },
      ]
    : [];

  return (
    <Stack gap="md">
      <ResultCard title={name ? `Fan — ${name}` : 'Fan'} rows={rows} dimmed={stale} />

      <Paper withBorder p="md" radius="sm">
        <Title order={2} size="h4">
          Suggested motor
        </Title>
        {result.suggestedMotor ? (
          <>
            <Text
              size="xl"
              fw={700}
              mt={4}
              c={stale ? 'dimmed' : undefined}
              data-testid="motor-size"
              aria-live="polite"
            >
              {result.suggestedMotor.label}
            </Text>
            <Text size="sm" c="dimmed">
              The next {result.suggestedMotor.standard} rating at or above the motor output of{' '}
              {formatNumber(result.motorOutput, { maximumFractionDigits: FAN_DIGITS.power })}{' '}
              {units.power}
              {result.motorSizingMarginPercent > 0
                ? ` plus ${formatNumber(result.motorSizingMarginPercent, { maximumFractionDigits: 1 })} % margin`
                : ''}
              ; it runs at{' '}
              <span data-testid="motor-load">
                {formatNumber(result.motorLoadPercent ?? Number.NaN, { maximumFractionDigits: 0 })}{' '}
                %
              </span>{' '}
              of its rating.
            </Text>
          </>
        ) : (
          <Text size="sm" mt={4} data-testid="motor-size">
            None: see the warnings.
          </Text>
        )}
      </Paper>

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

      {result.notes.length > 0 ? (
        <section aria-labelledby="fan-notes-title">
          <Title order={2} size="h5" id="fan-notes-title" mb={4}>
            Assumptions
          </Title>
          <List size="sm" spacing={4}>
            {result.notes.map((note) => (
              <List.Item key={note.code}>{note.message}</List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </Stack>
  );
}
