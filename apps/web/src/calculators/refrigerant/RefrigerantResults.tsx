import { Alert, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import {
  REFRIGERANT_RESULT_SPECS,
  type RefrigerantLineResult,
  type RefrigerantTubeFigures,
} from '@org/hvac-core/refrigerant';
import { ResultCard, formatNumber, type ResultRow } from '@org/ui';
import { useId } from 'react';
import {
  LINE_TYPE_LABELS,
  ORIENTATION_LABELS,
  lineDensity,
  refrigerantGwpText,
  refrigeratingEffect,
} from './labels';
import classes from './RefrigerantCalculator.module.css';
import formClasses from '../../workspace/calculator-form.module.css';
import { ResultNotes } from '../../workspace/ResultNotes';
import { resultRowFor } from '../../workspace/result-row-for';
import type { ResultsProps } from '../../workspace/results-props';

/** How many sizes either side of the selected tube the neighbours table shows. */
const NEIGHBOURS = 2;

function rowOf(result: RefrigerantLineResult) {
  return resultRowFor(REFRIGERANT_RESULT_SPECS, result.unitSystem);
}

function summaryRows(result: RefrigerantLineResult): ResultRow[] {
  const row = rowOf(result);
  const allowed = formatNumber(result.allowedTemperaturePenalty, { maximumFractionDigits: 3 });
  return [
    row('velocity', result.velocity, { valueTestId: 'velocity' }),
    row('pressureDrop', result.pressureDrop, { valueTestId: 'pressure-drop' }),
    row('temperaturePenalty', result.temperaturePenalty, {
      suffix: ` (allowed ${allowed} ${result.units.temperatureDifference})`,
      emphasis: 'subtotal',
      valueTestId: 'temperature-penalty',
      live: true,
    }),
    ...(result.lineType === 'suction'
      ? [
          row('capacityLossPercent', result.capacityLossPercent, {
            key: 'capacityLoss',
            valueTestId: 'capacity-loss',
          }),
        ]
      : []),
    row('massFlow', result.massFlow, { valueTestId: 'mass-flow' }),
    row('charge', result.charge, { valueTestId: 'charge' }),
    row('insideDiameter', result.selected.insideDiameter),
    row('straightLength', result.straightLength),
    row('fittingsEquivalentLength', result.fittingsEquivalentLength, {
      label: 'Fittings',
      indent: true,
    }),
    row('equivalentLength', result.equivalentLength, { valueTestId: 'equivalent-length' }),
    row('reynoldsNumber', result.selected.reynoldsNumber),
  ];
}

function cycleRows(result: RefrigerantLineResult): ResultRow[] {
  const row = rowOf(result);
  const { cycle } = result;
  return [
    row('evaporatorPressure', cycle.evaporatorPressure),
    row('condenserPressure', cycle.condenserPressure),
    row('liquidTemperature', cycle.liquidTemperature),
    row('suctionGasTemperature', cycle.suctionGasTemperature),
    ...(result.lineType === 'discharge'
      ? [row('dischargeGasTemperature', cycle.dischargeGasTemperature)]
      : []),
    row('refrigeratingEffect', refrigeratingEffect(result)),
    row('density', lineDensity(result), {
      label: `${result.fluid.phase === 'liquid' ? 'Liquid' : 'Gas'} density in the line`,
    }),
  ];
}

function liquidRows(result: RefrigerantLineResult): ResultRow[] {
  const liquid = result.liquidLine;
  if (!liquid) return [];
  const row = rowOf(result);
  return [
    row('staticPressureChange', liquid.staticPressureChange),
    row('subcoolingLost', liquid.subcoolingLost),
    row('subcoolingRemaining', liquid.subcoolingRemaining, {
      emphasis: 'subtotal',
      valueTestId: 'subcooling-remaining',
    }),
  ];
}

function n(value: number | null, digits: number): string {
  return value === null ? '—' : formatNumber(value, { maximumFractionDigits: digits });
}

/** The tubes either side of the selected one, with their velocity, pressure drop and penalty. */
function NeighbourTable({ result }: { result: RefrigerantLineResult }) {
  const titleId = useId();
  const index = result.candidates.findIndex((c) => c.size === result.selected.size);
  const rows: RefrigerantTubeFigures[] = result.candidates.slice(
    Math.max(0, index - NEIGHBOURS),
    index + NEIGHBOURS + 1,
  );
  const u = result.units;
  const imperial = result.unitSystem === 'Imperial';
  return (
    <Card withBorder padding="md" radius="sm">
      <Title order={2} size="h4" id={titleId}>
        Neighbouring tube sizes
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        The selected tube is the smallest whose penalty is within the allowed{' '}
        {n(result.allowedTemperaturePenalty, 3)} {u.temperatureDifference}.
      </Text>
      <Table.ScrollContainer minWidth={420} mt="sm">
        <Table aria-labelledby={titleId} fz="sm" verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Tube</Table.Th>
              <Table.Th scope="col" className={formClasses.numeric}>
                Velocity, {u.velocity}
              </Table.Th>
              <Table.Th scope="col" className={formClasses.numeric}>
                Pressure drop, {u.pressure}
              </Table.Th>
              <Table.Th scope="col" className={formClasses.numeric}>
                Penalty, {u.temperatureDifference}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((tube) => {
              const selected = tube.size === result.selected.size;
              return (
                <Table.Tr
                  key={tube.size}
                  data-testid={`candidate-${tube.size}`}
                  aria-current={selected ? 'true' : undefined}
                  fw={selected ? 700 : undefined}
                >
                  <Table.Th scope="row" fw={selected ? 700 : 400}>
                    {tube.label}
                    {selected ? (
                      <Badge ml={6} size="xs" variant="light" component="span">
                        selected
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td className={formClasses.numeric}>
                    {n(tube.velocity, imperial ? 0 : 2)}
                  </Table.Td>
                  <Table.Td className={formClasses.numeric}>{n(tube.pressureDrop, 2)}</Table.Td>
                  <Table.Td className={formClasses.numeric}>
                    {tube.temperaturePenalty === null
                      ? 'off the table'
                      : n(tube.temperaturePenalty, 2)}
                    {tube.meetsPenalty ? '' : ' ✗'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4}>
        ✗: the tube’s penalty exceeds the allowed penalty.
      </Text>
    </Card>
  );
}

/** Selected tube and its figures, warnings with their rules, neighbours, cycle and assumptions. */
export function RefrigerantResults({
  result,
  name,
  stale = false,
}: ResultsProps<RefrigerantLineResult>) {
  const title = name?.trim() ? `Line size — ${name.trim()}` : 'Line size';
  const liquid = liquidRows(result);
  return (
    <Stack gap="md">
      <ResultCard
        title={title}
        description={
          <>
            <Text
              component="span"
              size="xl"
              fw={700}
              c="var(--mantine-color-text)"
              className={classes.selectedSize}
              data-testid="selected-size"
              aria-live="polite"
            >
              {result.selected.label}
            </Text>
            <br />
            {result.refrigerant.label} {LINE_TYPE_LABELS[result.lineType].toLowerCase()} line,{' '}
            {ORIENTATION_LABELS[result.orientation].toLowerCase()}; {result.tubeSeries.label}.
          </>
        }
        rows={summaryRows(result)}
        dimmed={stale}
      />

      {result.warnings.length > 0 ? (
        <Stack gap="xs" aria-label="Warnings" role="region">
          {result.warnings.map((warning) => (
            <Alert
              key={warning.code}
              color="yellow"
              title="Check this"
              data-testid={`warning-${warning.code}`}
            >
              <Text size="sm">{warning.message}</Text>
              <Text size="xs" mt={4}>
                Rule: {warning.rule}
              </Text>
            </Alert>
          ))}
        </Stack>
      ) : (
        <Text size="sm" data-testid="no-warnings">
          No warnings: velocities are within the oil-return and noise limits for this line.
        </Text>
      )}

      {liquid.length > 0 ? (
        <ResultCard
          title="Liquid line subcooling"
          rows={liquid}
          dimmed={stale}
          rowTestIdPrefix="liquid-row-"
        />
      ) : null}

      <NeighbourTable result={result} />

      <ResultCard
        title="Cycle"
        description={`${result.refrigerant.label}, safety group ${result.refrigerant.safetyGroup}, GWP100 ${refrigerantGwpText(result.refrigerant.id)}. Capacity ${formatNumber(result.capacityTons, { maximumFractionDigits: 2 })} tons = ${formatNumber(result.capacityKw, { maximumFractionDigits: 2 })} kW.`}
        rows={cycleRows(result)}
        dimmed={stale}
        rowTestIdPrefix="cycle-row-"
      />

      <ResultNotes idPrefix="refrigerant" notes={result.notes} />
    </Stack>
  );
}
