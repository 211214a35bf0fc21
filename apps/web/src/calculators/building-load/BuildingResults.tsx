import { Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  BUILDING_LOAD_COMPONENTS,
  type BuildingGroupResult,
  type BuildingLoadResult,
  type LoadCurves,
} from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import {
  COMPONENT_LABELS,
  airflow,
  airflowUnit,
  area,
  areaUnit,
  checkFigureCells,
  checkFigureUnits,
  load,
  loadUnit,
  peakTime,
  temperature,
} from './format';
import { MonthlyPeakChart, PeakDayChart } from './LoadCharts';

export interface BuildingResultsProps {
  result: BuildingLoadResult;
  stale: boolean;
}

function PeakRows({
  rows,
  system,
}: {
  rows: readonly {
    key: string;
    kind: string;
    name: string;
    areaM2: number;
    sensibleW: number | null;
    latentW: number | null;
    totalW: number | null;
    time: string;
    sumOfPeaksW: number | null;
    heatingW: number;
    airflowM3s: number | null;
    check: BuildingGroupResult['check'];
  }[];
  system: UnitSystem;
}) {
  const units = checkFigureUnits(system);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped withTableBorder aria-label="Peak loads" data-testid="building-peak-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Room, zone or system</Table.Th>
            <Table.Th ta="right">Area ({areaUnit(system)})</Table.Th>
            <Table.Th ta="right">Sensible ({loadUnit(system)})</Table.Th>
            <Table.Th ta="right">Latent ({loadUnit(system)})</Table.Th>
            <Table.Th ta="right">Total ({loadUnit(system)})</Table.Th>
            <Table.Th>Peak at</Table.Th>
            <Table.Th ta="right">Sum of room peaks, sensible ({loadUnit(system)})</Table.Th>
            <Table.Th ta="right">Heating ({loadUnit(system)})</Table.Th>
            <Table.Th ta="right">Supply air ({airflowUnit(system)})</Table.Th>
            <Table.Th ta="right">{units.loadPerArea}</Table.Th>
            <Table.Th ta="right">{units.airPerArea}</Table.Th>
            <Table.Th ta="right">{units.areaPerCapacity}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const check = checkFigureCells(row.check, system, row.airflowM3s);
            return (
              <Table.Tr key={row.key} data-testid="building-peak-row" data-kind={row.kind}>
                <Table.Td>
                  {row.kind}: {row.name}
                </Table.Td>
                <Table.Td ta="right">{area(row.areaM2, system)}</Table.Td>
                <Table.Td ta="right">
                  {row.sensibleW === null ? '—' : load(row.sensibleW, system)}
                </Table.Td>
                <Table.Td ta="right">
                  {row.latentW === null ? '—' : load(row.latentW, system)}
                </Table.Td>
                <Table.Td ta="right">
                  {row.totalW === null ? '—' : load(row.totalW, system)}
                </Table.Td>
                <Table.Td>{row.time}</Table.Td>
                <Table.Td ta="right">
                  {row.sumOfPeaksW === null ? '—' : load(row.sumOfPeaksW, system)}
                </Table.Td>
                <Table.Td ta="right">{load(row.heatingW, system)}</Table.Td>
                <Table.Td ta="right">{airflow(row.airflowM3s, system)}</Table.Td>
                <Table.Td ta="right">{check.loadPerArea}</Table.Td>
                <Table.Td ta="right">{check.airPerArea}</Table.Td>
                <Table.Td ta="right">{check.areaPerCapacity}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The rows of the peak table: rooms, then zones, then systems (coil) and the building. */
export function peakRows(result: BuildingLoadResult) {
  const groupRow = (kind: string, g: BuildingGroupResult) => ({
    key: `${kind}-${g.id}`,
    kind,
    name: g.name,
    areaM2: g.floorAreaM2,
    sensibleW: g.blockPeak?.sensibleW ?? null,
    latentW: g.blockPeak?.latentW ?? null,
    totalW: g.blockPeak?.totalW ?? null,
    time: g.blockPeak ? peakTime(g.blockPeak) : 'no rooms',
    sumOfPeaksW: g.sumOfPeaksSensibleW,
    heatingW: g.heatingW,
    airflowM3s: g.supplyAirflowM3s,
    check: g.check,
  });
  return [
    ...result.rooms.map((r) => ({
      key: `room-${r.id}`,
      kind: 'Room',
      name: r.name,
      areaM2: r.floorAreaM2,
      sensibleW: r.peak.sensibleW,
      latentW: r.peak.latentW,
      totalW: r.peak.totalW,
      time: peakTime(r.peak),
      sumOfPeaksW: null,
      heatingW: r.heatingW,
      airflowM3s: r.supplyAirflowM3s,
      check: r.check,
    })),
    ...result.zones.map((z) => groupRow('Zone', z)),
    ...result.systems.map((s) => ({
      ...groupRow('System', s),
      ...(s.coil
        ? {
            sensibleW: s.coil.sensibleW,
            latentW: s.coil.latentW,
            totalW: s.coil.totalW,
            time: peakTime(s.coil),
          }
        : {}),
    })),
    groupRow('Building', result.building),
  ];
}

/** The building's results: peaks, coils, component breakdown, check figures and the charts. */
export function BuildingResults({ result, stale }: BuildingResultsProps) {
  const system = result.unitSystem;
  const subjects: { value: string; label: string; curves: LoadCurves }[] = [
    { value: 'building', label: 'Building', curves: result.building },
    ...result.systems.map((s) => ({
      value: `system-${s.id}`,
      label: `System ${s.name}`,
      curves: s,
    })),
    ...result.zones.map((z) => ({ value: `zone-${z.id}`, label: `Zone ${z.name}`, curves: z })),
    ...result.rooms.map((r) => ({ value: `room-${r.id}`, label: `Room ${r.name}`, curves: r })),
  ];
  const [chosen, setChosen] = useState('building');
  const subject = subjects.find((s) => s.value === chosen) ?? subjects[0];
  const peak = result.building.blockPeak;

  return (
    <Stack gap="md" data-stale={stale || undefined} aria-live="polite">
      <Paper withBorder p="md" component="section" aria-labelledby="bl-results-heading">
        <Stack gap="sm">
          <Title order={3} id="bl-results-heading" size="h4">
            Results
          </Title>
          {stale ? (
            <Text size="sm" c="orange">
              These results are for the last valid inputs.
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <div>
              <Text size="xs" c="dimmed">
                Building block peak (sensible + latent)
              </Text>
              <Text fw={700} size="xl" data-testid="building-peak-total">
                {peak ? `${load(peak.totalW, system)} ${loadUnit(system)}` : '—'}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Peak at (hour ending, local standard time)
              </Text>
              <Text fw={700} size="xl" data-testid="building-peak-time">
                {peak ? peakTime(peak) : '—'}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Heating load
              </Text>
              <Text fw={700} size="xl">
                {load(result.building.heatingW, system)} {loadUnit(system)}
              </Text>
            </div>
          </SimpleGrid>
          <PeakRows rows={peakRows(result)} system={system} />
        </Stack>
      </Paper>

      {result.systems.length > 0 ? (
        <Paper withBorder p="md" component="section" aria-labelledby="bl-coil-heading">
          <Title order={3} id="bl-coil-heading" size="h4" mb="sm">
            Cooling coils
          </Title>
          <Table.ScrollContainer minWidth={720}>
            <Table
              striped
              withTableBorder
              aria-label="Cooling coils"
              data-testid="building-coil-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>System</Table.Th>
                  <Table.Th ta="right">Coil total ({loadUnit(system)})</Table.Th>
                  <Table.Th>Peak at</Table.Th>
                  <Table.Th ta="right">Supply air ({airflowUnit(system)})</Table.Th>
                  <Table.Th ta="right">Outdoor air ({airflowUnit(system)})</Table.Th>
                  <Table.Th ta="right">Outdoor air sensible + latent ({loadUnit(system)})</Table.Th>
                  <Table.Th ta="right">Fan heat ({loadUnit(system)})</Table.Th>
                  <Table.Th ta="right">Mixed air ({system === 'Imperial' ? '°F' : '°C'})</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.systems.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td ta="right">{s.coil ? load(s.coil.totalW, system) : '—'}</Table.Td>
                    <Table.Td>{s.coil ? peakTime(s.coil) : '—'}</Table.Td>
                    <Table.Td ta="right">
                      {airflow(s.coil?.supplyAirflowM3s ?? null, system)}
                    </Table.Td>
                    <Table.Td ta="right">{airflow(s.outdoorAirM3s, system)}</Table.Td>
                    <Table.Td ta="right">
                      {s.coil
                        ? load(s.coil.outdoorAirSensibleW + s.coil.outdoorAirLatentW, system)
                        : '—'}
                    </Table.Td>
                    <Table.Td ta="right">{load(s.fanHeatW, system)}</Table.Td>
                    <Table.Td ta="right">
                      {s.coil ? temperature(s.coil.mixedAirC, system) : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}

      <Paper withBorder p="md" component="section" aria-labelledby="bl-components-heading">
        <Title order={3} id="bl-components-heading" size="h4" mb="sm">
          Room loads by component at each room’s peak ({loadUnit(system)})
        </Title>
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder aria-label="Room loads by component">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Room</Table.Th>
                {BUILDING_LOAD_COMPONENTS.map((c) => (
                  <Table.Th key={c} ta="right">
                    {COMPONENT_LABELS[c]}
                  </Table.Th>
                ))}
                <Table.Th ta="right">Latent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rooms.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.name}</Table.Td>
                  {BUILDING_LOAD_COMPONENTS.map((c) => (
                    <Table.Td key={c} ta="right">
                      {load(r.components[c], system)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{load(r.peak.latentW, system)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="bl-charts-heading">
        <Stack gap="sm">
          <Title order={3} id="bl-charts-heading" size="h4">
            Peak day and monthly peaks
          </Title>
          <Select
            label="Show"
            data={subjects.map((s) => ({ value: s.value, label: s.label }))}
            value={subject?.value ?? 'building'}
            onChange={(next) => setChosen(next ?? 'building')}
            allowDeselect={false}
            maw={360}
          />
          {subject ? (
            <>
              <PeakDayChart
                curves={subject.curves}
                subject={subject.label}
                unitSystem={system}
                dimmed={stale}
              />
              <MonthlyPeakChart
                curves={subject.curves}
                subject={subject.label}
                unitSystem={system}
                dimmed={stale}
              />
            </>
          ) : null}
        </Stack>
      </Paper>
      <ResultWarnings warnings={result.warnings.map((message) => ({ message }))} />
    </Stack>
  );
}
