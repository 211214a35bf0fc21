import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFile, type ProjectId } from '@org/data';
import {
  systemPsychrometricChart,
  type BuildingLoadResult,
  type BuildingSystemResult,
} from '@org/hvac-core/building-load';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useDataState } from '../../data/data-state';
import { withoutUndefined } from '../../calculator-kit/stored-file';
import { describeWriteError } from '../../notices/write-errors';
import { calculatorByDomain } from '../catalog';

export interface OpenChartButtonsProps {
  /** The building's result; required. */
  result: BuildingLoadResult;
  /** The project the chart files are saved in; null when there is none yet (buttons disabled). */
  projectId: ProjectId | null;
}

/**
 * "Open on the psychrometric chart", one button per system with a coil process: the system's
 * states and processes at its coil's peak (outdoor, return, mixed, fan, coil, supply, each zone's
 * reheat) become a new
 * psychrometric chart file in the project, which then opens.
 */
export function OpenChartButtons({ result, projectId }: OpenChartButtonsProps) {
  const { ctx } = useDataState();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const chart = calculatorByDomain('psychrometrics');
  const systems = result.systems.filter(
    (s): s is BuildingSystemResult & { process: NonNullable<BuildingSystemResult['process']> } =>
      s.process !== null && s.coil !== null,
  );
  if (chart === undefined || systems.length === 0) return null;

  const open = async (system: (typeof systems)[number]): Promise<void> => {
    if (projectId === null || system.coil === null) return;
    setBusy(system.id);
    try {
      const data = systemPsychrometricChart(
        {
          name: system.name,
          process: system.process,
          supplyAirflowM3s: system.coil.supplyAirflowM3s,
          outdoorAirM3s: system.outdoorAirM3s,
          fanPosition: system.fanPosition,
          reheat: system.reheat,
        },
        result.air,
        result.unitSystem,
      );
      const saved = await createFile(ctx, projectId, chart.collection, {
        name: `${system.name} process (${result.calculationName || 'building load'})`.slice(0, 120),
        data: withoutUndefined(data),
      });
      await navigate({
        to: '/projects/$projectId/$fileType/$fileId',
        params: { projectId: saved.projectId, fileType: chart.route, fileId: saved.id },
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Chart not created: ${describeWriteError(error)}`,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" align="center">
      {systems.map((system) => (
        <Button
          key={system.id}
          size="xs"
          variant="light"
          loading={busy === system.id}
          disabled={projectId === null}
          onClick={() => void open(system)}
        >
          Open {system.name} on the psychrometric chart
        </Button>
      ))}
      {projectId === null ? (
        <Text size="xs" c="dimmed">
          Save the building file in a project (or pick one for the room import) to open a system’s
          process as a psychrometric chart file there.
        </Text>
      ) : null}
    </Group>
  );
}
