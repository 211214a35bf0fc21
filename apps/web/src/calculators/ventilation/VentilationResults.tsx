import { Alert, Stack, Table, Text } from '@mantine/core';
import {
  AIR_CHANGE_GUIDANCE,
  AIR_CHANGE_GUIDANCE_SOURCE,
  VENTILATION_RATE_TABLE_SOURCE,
  VENTILATION_RESULT_SPECS,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { ResultCard, type ResultRow } from '@org/ui';
import { airflowLabel } from './airflow-units';
import { resultRowFor } from '../../workspace/result-row-for';
import classes from '../../workspace/calculator-form.module.css';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import { ResultNotes } from '../../workspace/ResultNotes';
import type { ResultsProps } from '../../workspace/results-props';

/** Volume, airflow in every unit, the 62.1 breakdown, guidance, warnings and assumptions. */
export function VentilationResults({
  result,
  name,
  stale = false,
}: ResultsProps<VentilationResult>) {
  const system = result.unitSystem;
  const row = resultRowFor(VENTILATION_RESULT_SPECS, system);

  const summary: ResultRow[] = [
    row('roomVolume', result.roomVolume, { valueTestId: 'room-volume' }),
    row('floorArea', result.floorArea),
    row('requiredAirflow', result.requiredAirflow, {
      label: airflowLabel(result.mode),
      // Digits from the magnitude: 240 cfm, 15.3 cfm, 47.2 L/s.
      maximumFractionDigits: undefined,
      emphasis: 'total',
      valueTestId: 'required-airflow',
      live: true,
    }),
    ...(system === 'Metric'
      ? [
          row('requiredAirflowM3PerHour', result.requiredAirflowM3PerHour, {
            valueTestId: 'required-airflow-m3h',
          }),
        ]
      : []),
    row('airChangesPerHour', result.airChangesPerHour, { valueTestId: 'air-changes' }),
  ];

  const airflows = result.airflows;
  const otherUnits: ResultRow[] = [
    row('cfm', airflows.cfm),
    row('litresPerSecond', airflows.litresPerSecond, { key: 'ls' }),
    row('cubicMetresPerHour', airflows.cubicMetresPerHour, { key: 'm3h' }),
  ];

  const vrp = result.ventilationRateProcedure;
  const vrpRows: ResultRow[] = vrp
    ? [
        row('peopleRate', vrp.peopleRate),
        row('areaRate', vrp.areaRate),
        row('zonePopulation', vrp.zonePopulation, {
          suffix: vrp.populationFromDefaultDensity ? ' (default density)' : '',
        }),
        row('zoneFloorArea', vrp.zoneFloorArea),
        row('peopleOutdoorAirflow', vrp.peopleOutdoorAirflow, { indent: true }),
        row('areaOutdoorAirflow', vrp.areaOutdoorAirflow, { indent: true }),
        row('breathingZoneOutdoorAirflow', vrp.breathingZoneOutdoorAirflow, {
          emphasis: 'subtotal',
        }),
        row('zoneAirDistributionEffectiveness', vrp.zoneAirDistributionEffectiveness),
        row('zoneOutdoorAirflow', vrp.zoneOutdoorAirflow, {
          suffix: ' = Vbz / Ez',
          emphasis: 'total',
        }),
      ]
    : [];

  const hood = result.kitchenHood;
  const hoodRows: ResultRow[] = hood
    ? [
        row('hoodRate', hood.ratePerLength, {
          label: `${hood.hoodStyleLabel}, ${hood.applianceDutyLabel.replace(/ \(.*\)$/, '').toLowerCase()}`,
        }),
        row('hoodLength', hood.hoodLength),
        row('exhaustAirflow', hood.exhaustAirflow, {
          key: 'hoodExhaust',
          emphasis: 'total',
          valueTestId: 'hood-exhaust',
        }),
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

      <ResultNotes idPrefix="ventilation" notes={result.notes} />
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
