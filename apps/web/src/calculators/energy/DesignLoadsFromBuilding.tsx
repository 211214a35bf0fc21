import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { energyDesignLoadsFromBuilding } from '@org/hvac-core/building-load';
import type { EnergyCostInputDraft } from '@org/hvac-core/energy';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import { ZodError } from 'zod';
import { SourcesGate } from '../../project-sources/SourcesStatus';
import { filePickerData } from '../../project-sources/file-picker-labels';
import type { BuildingLoadSources } from '../building-load/load-sources';

/** What was taken from which file: the values written, by field path, and the file's name. */
export interface TakenDesignLoads {
  readonly fileName: string;
  readonly values: Readonly<Record<string, number>>;
}

export interface DesignLoadsFromBuildingProps {
  /** The energy input; required. */
  value: EnergyCostInputDraft;
  /** Called with the input with the design loads filled in; required. */
  onChange: (next: EnergyCostInputDraft) => void;
  /** Called with what was taken, so the form can name the source beside the fields; required. */
  onTaken: (taken: TakenDesignLoads) => void;
  /** The project's building-load files; required. */
  sources: BuildingLoadSources;
}

/**
 * "Take design loads from a building-load file": pick a saved building-load file of the project,
 * and its design heating load (rooms plus each system's outdoor air), design cooling load (the
 * system coils) and design temperatures fill the energy estimate's fields, recomputed with the
 * engine's `energyDesignLoadsFromBuilding` in the energy file's units.
 */
export function DesignLoadsFromBuilding({
  value,
  onChange,
  onTaken,
  sources,
}: DesignLoadsFromBuildingProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const files = sources.status === 'ready' ? sources.files : [];
  const file = files.find((candidate) => candidate.fileId === picked) ?? files[0];

  const take = () => {
    if (!file) return;
    let loads: ReturnType<typeof energyDesignLoadsFromBuilding>;
    try {
      loads = energyDesignLoadsFromBuilding(file.data, unitSystem);
    } catch (error) {
      if (!(error instanceof ZodError) && !(error instanceof RangeError)) throw error;
      const detail = error instanceof ZodError ? error.issues[0]?.message : error.message;
      setProblem(
        `“${file.name}” could not be computed (${detail ?? 'its inputs are not valid'}); nothing was changed.`,
      );
      return;
    }
    setProblem(null);
    const values: Record<string, number> = {};
    let next = value;
    if (value.heating) {
      values['heating.designHeatLoss'] = loads.designHeatLoss;
      values['heating.indoorDesignTemperature'] = loads.indoorDesignTemperature;
      values['heating.outdoorDesignTemperature'] = loads.outdoorDesignTemperature;
      next = {
        ...next,
        heating: {
          ...value.heating,
          designHeatLoss: loads.designHeatLoss,
          indoorDesignTemperature: loads.indoorDesignTemperature,
          outdoorDesignTemperature: loads.outdoorDesignTemperature,
        },
      };
    }
    if (value.cooling) {
      values['cooling.capacity'] = loads.coolingCapacity;
      next = { ...next, cooling: { ...value.cooling, capacity: loads.coolingCapacity } };
    }
    onChange(next);
    onTaken({ fileName: file.name, values });
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="section"
      aria-labelledby="energy-building-title"
    >
      <Title order={2} size="h5" id="energy-building-title">
        Take design loads from a building-load file
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Heating: every room’s heating load plus each system’s outdoor air at the heating design dry
        bulb; cooling: each system’s coil at its peak. Design temperatures: the site’s heating dry
        bulb and the rooms’ heating temperature.
      </Text>
      <SourcesGate
        sources={sources}
        noProject="Save this file in a project to take loads from its building-load files."
        reading="the project’s building-load files"
        empty="The project has no building-load file yet."
      >
        <Stack gap="xs">
          <Group gap="xs" align="flex-end">
            <NativeSelect
              id="energy-building-file"
              label="Building-load file"
              size="xs"
              data={filePickerData(files)}
              value={file?.fileId}
              onChange={(event) => setPicked(event.currentTarget.value)}
            />
            <Button size="compact-sm" onClick={take} disabled={!value.heating && !value.cooling}>
              Take design loads
            </Button>
          </Group>
          {problem === null ? null : (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </SourcesGate>
    </Paper>
  );
}
