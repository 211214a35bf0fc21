import { List, Stack, Table, Text, Title } from '@mantine/core';
import {
  ENERGY_RESULT_SPECS,
  HEATING_FUEL_LABELS,
  type EnergyCostResult,
  type EnergyOptionResult,
} from '@org/hvac-core/energy';
import { ResultCard, formatNumber, type ResultRow } from '@org/ui';
import type { ReactNode } from 'react';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import { reportRowFor, resultRowFor } from '../../workspace/result-row-for';
import classes from './EnergyCalculator.module.css';
import { MONTH_ABBREVIATIONS } from '@org/hvac-core/weather';

import { MonthlyCostChart } from './MonthlyCostChart';
import { describePayback, fuelUnitLabel, money } from './result-text';
import { ResultNotes } from '../../workspace/ResultNotes';

export interface EnergyResultsProps {
  /** The result to show; required. */
  result: EnergyCostResult;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
}

const n = (value: number, digits = 0) => formatNumber(value, { maximumFractionDigits: digits });

interface ComparisonRow {
  key: string;
  label: string;
  cell: (option: EnergyOptionResult) => string;
  emphasis?: boolean;
  testId?: string;
  /** Whether the row applies (heating rows only with a heating demand); default true. */
  shown?: boolean;
}

/** The building's annual demand, the options side by side, ratings used, warnings and months. */
export function EnergyResults({ result, stale = false }: EnergyResultsProps) {
  const imperial = result.unitSystem === 'Imperial';
  const { currency, heating, cooling, options } = result;

  const system = result.unitSystem;
  const row = resultRowFor(ENERGY_RESULT_SPECS, system);
  /** A number of the comparison table with its unit: "1,234 kWh". */
  const cellRow = reportRowFor(ENERGY_RESULT_SPECS, system);
  const measure = (key: keyof typeof ENERGY_RESULT_SPECS, value: number): string => {
    const cell = cellRow(key, value);
    return `${cell.value} ${cell.unit}`;
  };
  const label = (key: keyof typeof ENERGY_RESULT_SPECS): string => ENERGY_RESULT_SPECS[key].label;

  const summary: ResultRow[] = [];
  if (heating) {
    summary.push(row('designTemperatureDifference', heating.designTemperatureDifference));
    if (heating.heatingDegreeDays !== null)
      summary.push(
        row('heatingDegreeDays', heating.heatingDegreeDays, {
          label: `Heating degree-days × C_D ${n(heating.degreeDayCorrection, 2)}`,
        }),
      );
    summary.push(
      row('annualHeat', imperial ? heating.annualHeatMMBtu : heating.annualHeatKwh, {
        maximumFractionDigits: imperial ? 2 : 0,
        emphasis: 'subtotal',
        valueTestId: 'energy-annual-heat',
        live: true,
      }),
    );
  }
  if (cooling) {
    summary.push(
      row('annualCooling', imperial ? cooling.annualCoolingTonHours : cooling.annualCoolingKwh, {
        emphasis: 'subtotal',
        valueTestId: 'energy-annual-cooling',
      }),
    );
  }

  const hasHeating = heating !== null;
  const hasCooling = cooling !== null;
  const allRows: ComparisonRow[] = [
    {
      key: 'fuel',
      label: 'Heating',
      cell: (o) => HEATING_FUEL_LABELS[o.heatingFuel],
      shown: hasHeating,
    },
    {
      key: 'heatingFuel',
      label: 'Fuel bought for heating',
      cell: (o) =>
        o.heatingFuelQuantity
          ? `${n(o.heatingFuelQuantity.amount)} ${fuelUnitLabel(o.heatingFuelQuantity.unit)}`
          : '—',
      testId: 'energy-heating-fuel',
      shown: hasHeating,
    },
    {
      key: 'heatingElectricity',
      label: label('heatingElectricity'),
      cell: (o) =>
        o.heatingElectricityKwh > 0 ? measure('heatingElectricity', o.heatingElectricityKwh) : '—',
      testId: 'energy-heating-electricity',
      shown: hasHeating,
    },
    {
      key: 'coolingElectricity',
      label: label('coolingElectricity'),
      cell: (o) => measure('coolingElectricity', o.coolingElectricityKwh),
      testId: 'energy-cooling-electricity',
      shown: hasCooling,
    },
    {
      key: 'purchased',
      label: label('purchasedEnergy'),
      cell: (o) =>
        measure('purchasedEnergy', imperial ? o.purchasedEnergyMMBtu : o.purchasedEnergyKwh),
      testId: 'energy-annual-energy',
      emphasis: true,
    },
    {
      key: 'peak',
      label: label('peakDemand'),
      cell: (o) => measure('peakDemand', o.peakDemandKw),
    },
    {
      key: 'heatingCost',
      label: 'Heating energy cost',
      cell: (o) => money(o.heatingCost, currency),
      shown: hasHeating,
    },
    {
      key: 'coolingCost',
      label: 'Cooling energy cost',
      cell: (o) => money(o.coolingCost, currency),
      shown: hasCooling,
    },
    { key: 'fixedCost', label: 'Fixed charges', cell: (o) => money(o.fixedCost, currency) },
    { key: 'demandCost', label: 'Demand charges', cell: (o) => money(o.demandCost, currency) },
    {
      key: 'totalCost',
      label: 'Annual cost',
      cell: (o) => money(o.totalCost, currency),
      emphasis: true,
      testId: 'energy-annual-cost',
    },
    {
      key: 'co2',
      label: label('co2'),
      cell: (o) => measure('co2', o.co2),
      emphasis: true,
      testId: 'energy-co2',
    },
    { key: 'installed', label: 'Installed cost', cell: (o) => money(o.installedCost, currency) },
    {
      key: 'payback',
      label: 'Simple payback vs option 1',
      cell: (o) => describePayback(o, options.indexOf(o)),
      emphasis: true,
      testId: 'energy-payback',
    },
  ];
  const rows = allRows.filter((row) => row.shown !== false);

  const monthly = options.every((o) => o.monthly !== null) ? options : null;
  const cell = (key: string, children: ReactNode, testId?: string, emphasis?: boolean) => (
    <Table.Td
      key={key}
      className={classes.numeric}
      data-testid={testId}
      fw={emphasis ? 650 : undefined}
    >
      {children}
    </Table.Td>
  );

  return (
    <Stack gap="md" className={stale ? classes.stale : undefined}>
      {summary.length > 0 ? (
        <ResultCard
          title={result.calculationName ? `Demand — ${result.calculationName}` : 'Building demand'}
          rows={summary}
          dimmed={stale}
        />
      ) : null}

      <ResultWarnings warnings={result.warnings.map((message) => ({ message }))} />

      <section aria-labelledby="energy-comparison-title">
        <Title order={2} size="h4" id="energy-comparison-title" mb="xs">
          Options compared (per year)
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder fz="sm" data-testid="energy-comparison">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Per year</Table.Th>
                {options.map((o, index) => (
                  <Table.Th key={o.id} scope="col" className={classes.numeric}>
                    {o.name || `Option ${index + 1}`}
                    {o.id === result.cheapestOptionId && options.length > 1 ? (
                      <Text span size="xs" fw={700} ml={6} data-testid="energy-lowest-cost">
                        (lowest cost)
                      </Text>
                    ) : null}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={row.emphasis ? 650 : 400}>
                    {row.label}
                  </Table.Th>
                  {options.map((o, index) =>
                    cell(
                      o.id,
                      row.cell(o),
                      row.testId ? `${row.testId}-${index}` : undefined,
                      row.emphasis,
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>

      <section aria-labelledby="energy-ratings-title">
        <Title order={2} size="h5" id="energy-ratings-title" mb={4}>
          Ratings used
        </Title>
        <List size="sm" spacing={4}>
          {options.map((o, index) => (
            <List.Item key={o.id} data-testid={`energy-ratings-${index}`}>
              <Text span fw={600} size="sm">
                {o.name || `Option ${index + 1}`}:
              </Text>{' '}
              {[o.heatingRatingUsed, o.coolingRatingUsed].filter(Boolean).join(' ')}
            </List.Item>
          ))}
        </List>
      </section>

      {heating?.bins ? (
        <section aria-labelledby="energy-bins-title">
          <Title order={2} size="h4" id="energy-bins-title" mb="xs">
            Heat by temperature bin
          </Title>
          <Table.ScrollContainer minWidth={320} mah={420}>
            <Table striped withTableBorder fz="sm" data-testid="energy-bins-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Bin ({imperial ? '°F' : '°C'})</Table.Th>
                  <Table.Th scope="col" className={classes.numeric}>
                    Hours
                  </Table.Th>
                  <Table.Th scope="col" className={classes.numeric}>
                    Load ({imperial ? 'Btu/h' : 'W'})
                  </Table.Th>
                  <Table.Th scope="col" className={classes.numeric}>
                    Heat (kWh)
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {heating.bins.map((bin) => (
                  <Table.Tr key={bin.temperature}>
                    <Table.Th scope="row" fw={400}>
                      {n(bin.temperature, 1)}
                    </Table.Th>
                    <Table.Td className={classes.numeric}>{n(bin.hours, 1)}</Table.Td>
                    <Table.Td className={classes.numeric}>{n(bin.load)}</Table.Td>
                    <Table.Td className={classes.numeric}>{n(bin.heatKwh)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ) : null}

      {monthly ? (
        <section aria-labelledby="energy-monthly-title">
          <Title order={2} size="h4" id="energy-monthly-title" mb="xs">
            Month by month
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder fz="sm" data-testid="energy-monthly-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Month</Table.Th>
                  {monthly.map((o, index) => (
                    <Table.Th key={o.id} scope="col" className={classes.numeric}>
                      {o.name || `Option ${index + 1}`}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {MONTH_ABBREVIATIONS.map((month, m) => (
                  <Table.Tr key={month}>
                    <Table.Th scope="row" fw={400}>
                      {month}
                    </Table.Th>
                    {monthly.map((o) =>
                      cell(o.id, money(o.monthly?.[m]?.totalCost ?? 0, currency)),
                    )}
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">Year</Table.Th>
                  {monthly.map((o) => cell(o.id, money(o.totalCost, currency), undefined, true))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <MonthlyCostChart
            title={`Monthly cost by option, ${currency}`}
            currency={currency}
            dimmed={stale}
            series={monthly.map((o, index) => ({
              key: o.id,
              name: o.name || `Option ${index + 1}`,
              values: (o.monthly ?? []).map((month) => month.totalCost),
            }))}
          />
        </section>
      ) : null}

      <ResultNotes idPrefix="energy" notes={result.notes} />
    </Stack>
  );
}
