import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  AIR_CHANGE_GUIDANCE,
  AIR_CHANGE_GUIDANCE_SOURCE,
  VENTILATION_RATE_TABLE_SOURCE,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { ResultCard, type ResultRow } from '@org/ui';
import { airflowLabel, hoodRateUnit, unitLabel, ventilationRateUnits } from './airflow-units';
import classes from '../../workspace/calculator-form.module.css';
import { ResultWarnings } from '../../workspace/ResultWarnings';

export interface VentilationResultsProps {
  /** The result to show; required. */
  result: VentilationResult;
  /** Calculation name for the heading; default none. */
  name?: string;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
}

/** Volume, airflow in every unit, the 62.1 breakdown, guidance, warnings and assumptions. */
export function VentilationResults({ result, name, stale = false }: VentilationResultsProps) {
  const system = result.unitSystem;
  const airflowUnit = unitLabel('airflow', system);
  const metric = system === 'Metric';

  const summary: ResultRow[] = [
    {
      key: 'roomVolume',
      label: 'Room volume',
      value: result.roomVolume,
      unit: unitLabel('volume', system),
      maximumFractionDigits: 2,
      valueTestId: 'room-volume',
    },
    {
      key: 'floorArea',
      label: 'Floor area',
      value: result.floorArea,
      unit: unitLabel('area', system),
      maximumFractionDigits: 2,
    },
    {
      key: 'requiredAirflow',
      label: airflowLabel(result.mode),
      value: result.requiredAirflow,
      unit: airflowUnit,
      // Digits from the magnitude: 240 cfm, 15.3 cfm, 47.2 L/s.
      emphasis: 'total',
      valueTestId: 'required-airflow',
      live: true,
    },
    ...(metric
      ? [
          {
            key: 'requiredAirflowM3PerHour',
            label: 'Airflow in m³/h',
            value: result.requiredAirflowM3PerHour,
            unit: 'm³/h',
            maximumFractionDigits: 0,
            valueTestId: 'required-airflow-m3h',
          } satisfies ResultRow,
        ]
      : []),
    {
      key: 'airChangesPerHour',
      label: 'Air changes per hour',
      value: result.airChangesPerHour,
      unit: 'ACH',
      maximumFractionDigits: 2,
      valueTestId: 'air-changes',
    },
  ];

  const otherUnits: ResultRow[] = [
    {
      key: 'cfm',
      label: 'Cubic feet per minute',
      value: result.airflows.cfm,
      unit: 'cfm',
      maximumFractionDigits: 0,
    },
    {
      key: 'ls',
      label: 'Litres per second',
      value: result.airflows.litresPerSecond,
      unit: 'L/s',
      maximumFractionDigits: 1,
    },
    {
      key: 'm3h',
      label: 'Cubic metres per hour',
      value: result.airflows.cubicMetresPerHour,
      unit: 'm³/h',
      maximumFractionDigits: 0,
    },
  ];

  const vrp = result.ventilationRateProcedure;
  const rates = ventilationRateUnits(system);
  const vrpRows: ResultRow[] = vrp
    ? [
        {
          key: 'peopleRate',
          label: 'People outdoor air rate Rp',
          value: vrp.peopleRate,
          unit: rates.perPerson,
          maximumFractionDigits: 3,
        },
        {
          key: 'areaRate',
          label: 'Area outdoor air rate Ra',
          value: vrp.areaRate,
          unit: rates.perArea,
          maximumFractionDigits: 3,
        },
        {
          key: 'zonePopulation',
          label: `Zone population Pz${vrp.populationFromDefaultDensity ? ' (default density)' : ''}`,
          value: vrp.zonePopulation,
          unit: 'people',
          maximumFractionDigits: 1,
        },
        {
          key: 'zoneFloorArea',
          label: 'Zone floor area Az',
          value: vrp.zoneFloorArea,
          unit: unitLabel('area', system),
          maximumFractionDigits: 1,
        },
        {
          key: 'peopleOutdoorAirflow',
          label: 'Rp × Pz',
          value: vrp.peopleOutdoorAirflow,
          unit: airflowUnit,
          maximumFractionDigits: 1,
          indent: true,
        },
        {
          key: 'areaOutdoorAirflow',
          label: 'Ra × Az',
          value: vrp.areaOutdoorAirflow,
          unit: airflowUnit,
          maximumFractionDigits: 1,
          indent: true,
        },
        {
          key: 'breathingZoneOutdoorAirflow',
          label: 'Breathing-zone outdoor airflow Vbz',
          value: vrp.breathingZoneOutdoorAirflow,
          unit: airflowUnit,
          maximumFractionDigits: 1,
          emphasis: 'subtotal',
        },
        {
          key: 'zoneAirDistributionEffectiveness',
          label: 'Zone air distribution effectiveness Ez',
          value: vrp.zoneAirDistributionEffectiveness,
          maximumFractionDigits: 2,
        },
        {
          key: 'zoneOutdoorAirflow',
          label: 'Zone outdoor airflow Voz = Vbz / Ez',
          value: vrp.zoneOutdoorAirflow,
          unit: airflowUnit,
          maximumFractionDigits: 1,
          emphasis: 'total',
        },
      ]
    : [];

  const hood = result.kitchenHood;
  const hoodRows: ResultRow[] = hood
    ? [
        {
          key: 'hoodRate',
          label: `${hood.hoodStyleLabel}, ${hood.applianceDutyLabel.replace(/ \(.*\)$/, '').toLowerCase()}`,
          value: hood.ratePerLength,
          unit: hoodRateUnit(system),
          maximumFractionDigits: 1,
        },
        {
          key: 'hoodLength',
          label: 'Hood length L',
          value: hood.hoodLength,
          unit: unitLabel('length', system),
          maximumFractionDigits: 2,
        },
        {
          key: 'hoodExhaust',
          label: 'Hood exhaust Q = rate × L',
          value: hood.exhaustAirflow,
          unit: airflowUnit,
          maximumFractionDigits: 0,
          emphasis: 'total',
          valueTestId: 'hood-exhaust',
        },
      ]
    : [];

  const title = name?.trim() ? `Ventilation — ${name.trim()}` : 'Ventilation';

  return (
    <Stack gap="md">
      <ResultCard title={title} rows={summary} dimmed={stale} />

      <ResultWarnings warnings={result.warnings} />

      {vrp ? (
        <ResultCard
          title="ASHRAE 62.1 ventilation rate procedure"
          description={`${vrp.occupancyCategory.group}: ${vrp.occupancyCategory.label}. ${VENTILATION_RATE_TABLE_SOURCE}.`}
          rows={vrpRows}
          dimmed={stale}
          rowTestIdPrefix="vrp-row-"
        />
      ) : null}

      {hood ? (
        <ResultCard
          title="Kitchen hood exhaust"
          description={`Minimum exhaust of an unlisted Type I hood: ${hood.rateCfmPerFt} cfm per linear foot (IMC 507.13).`}
          rows={hoodRows}
          dimmed={stale}
          rowTestIdPrefix="hood-row-"
        />
      ) : null}

      <ResultCard
        title="Airflow in other units"
        rows={otherUnits}
        dimmed={stale}
        rowTestIdPrefix="airflow-row-"
      />

      {result.guidance ? (
        <Alert color="blue" title={`Guidance: ${result.guidance.label}`}>
          <Text size="sm">
            Usually {result.guidance.minAch}–{result.guidance.maxAch} air changes per hour. This
            calculation gives{' '}
            {result.airChangesPerHour.toLocaleString('en-US', { maximumFractionDigits: 2 })} ACH.
          </Text>
          {result.guidance.note ? (
            <Text size="sm" mt={4}>
              {result.guidance.note}
            </Text>
          ) : null}
          <Text size="xs" mt={4}>
            Source: {result.guidance.source}
          </Text>
        </Alert>
      ) : null}

      {result.notes.length > 0 ? (
        <section aria-labelledby="ventilation-notes-title">
          <Title order={2} size="h5" id="ventilation-notes-title" mb={4}>
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

/** Every recommended air-change range, with its source: guidance, not a code requirement. */
export function AirChangeGuidanceTable() {
  return (
    <details className={classes.method}>
      <summary>Recommended air changes for common spaces (guidance)</summary>
      <Table mt="sm" striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Space</Table.Th>
            <Table.Th scope="col">Air changes per hour</Table.Th>
            <Table.Th scope="col">Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AIR_CHANGE_GUIDANCE.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>
                {row.minAch}–{row.maxAch}
              </Table.Td>
              <Table.Td>
                {row.note ?? ''}
                {row.source !== AIR_CHANGE_GUIDANCE_SOURCE ? ` Source: ${row.source}.` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" mt="xs">
        Source: {AIR_CHANGE_GUIDANCE_SOURCE}.
      </Text>
    </details>
  );
}
