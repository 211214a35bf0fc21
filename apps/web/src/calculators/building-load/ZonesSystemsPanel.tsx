import { memo } from 'react';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  BUILDING_LOAD_LIMITS,
  BUILDING_SYSTEM_FAN_FIELD_SPECS,
  BUILDING_SYSTEM_FIELD_SPECS,
  BUILDING_SYSTEM_VENTILATION_FIELD_SPECS,
  FAN_POSITION_LABELS,
  SYSTEM_AIRFLOW_CONTROL_LABELS,
  SYSTEM_FAN_HEAT_METHOD_LABELS,
  SYSTEM_OUTDOOR_AIR_METHOD_LABELS,
} from '@org/hvac-core/building-load';
import type {
  SystemAirflowControl,
  SystemFanHeatMethod,
  SystemOutdoorAirMethod,
} from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import {
  AIR_DISTRIBUTION_CONFIGURATIONS,
  DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
  DEFAULT_OCCUPANCY_CATEGORY,
  OCCUPANCY_CATEGORIES,
} from '@org/hvac-core/ventilation';
import { fieldNames } from '@org/hvac-core/fields';
import { fieldId } from './field-id';
import { AddRowButton, ChoiceField, RemoveButton, BuildingTextField } from './form-controls';
import { rowFieldList, rowFieldProps } from './row-number-fields';
import { ZoneRoomsTree } from './ZoneRoomsTree';
import type { DraftPanelProps, DraftSystem, DraftZone } from './types';
import { NONE, patchAt, removeAt } from './types';
import { Panel } from './Panel';

export type ZonesSystemsPanelProps = DraftPanelProps;

const choices = <T extends string>(labels: Readonly<Record<T, string>>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

const OUTDOOR_AIR_METHODS = choices(SYSTEM_OUTDOOR_AIR_METHOD_LABELS);
const FAN_HEAT_METHODS = choices(SYSTEM_FAN_HEAT_METHOD_LABELS);
const FAN_POSITIONS = choices(FAN_POSITION_LABELS);
const AIRFLOW_CONTROLS = choices(SYSTEM_AIRFLOW_CONTROL_LABELS);
const OCCUPANCY_OPTIONS = OCCUPANCY_CATEGORIES.map((c) => ({
  value: c.id,
  label: `${c.group}: ${c.label}`,
}));
const AIR_DISTRIBUTION_OPTIONS = AIR_DISTRIBUTION_CONFIGURATIONS.map((c) => ({
  value: c.id,
  label: `${c.label} (Ez ${c.effectiveness.toFixed(1)})`,
}));

/** The method a system's outdoor air follows: as saved, or as a file saved before 62.1 reads. */
function outdoorAirMethodOf(system: DraftSystem): SystemOutdoorAirMethod {
  return (
    system.outdoorAirMethod ??
    (system.outdoorAir === undefined || system.outdoorAir === null || system.outdoorAir === ''
      ? 'rooms'
      : 'override')
  );
}

/** Zones (each served by one system) and air systems with supply air, outdoor air and fan heat. */
export const ZonesSystemsPanel = memo(function ZonesSystemsPanel({
  value,
  onChange,
  errors,
}: ZonesSystemsPanelProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const zones = value.zones;
  const systems = value.systems;
  const setZone = (index: number, next: Partial<DraftZone>): void =>
    onChange({ ...value, zones: patchAt(zones, index, next) });
  const setSystem = (index: number, next: Partial<DraftSystem>): void =>
    onChange({ ...value, systems: patchAt(systems, index, next) });
  const systemOptions = [
    { value: NONE, label: 'No system' },
    ...systems.map((s) => ({ value: s.id, label: s.name || s.id })),
  ];

  return (
    <Panel
      headingId="bl-zones-heading"
      title="Zones and systems"
      actions={
        <Group gap="xs">
          <AddRowButton
            list={zones}
            max={BUILDING_LOAD_LIMITS.zones}
            prefix="z"
            make={(id) => ({
              id,
              name: `Zone ${zones.length + 1}`,
              systemId: systems[0]?.id ?? '',
            })}
            onAdd={(next) => onChange({ ...value, zones: next })}
          >
            Add zone
          </AddRowButton>
          <AddRowButton
            list={systems}
            max={BUILDING_LOAD_LIMITS.systems}
            prefix="a"
            make={(id) => ({
              id,
              name: `AHU-${systems.length + 1}`,
              supplyAirTemp: unitSystem === 'Metric' ? 13 : 55,
              fanHeat: 0,
            })}
            onAdd={(next) => onChange({ ...value, systems: next })}
          >
            Add system
          </AddRowButton>
        </Group>
      }
    >
      <Text size="sm" c="dimmed">
        Move a room to another zone here (drag it onto a zone, or pick from its list) or in the room
        table. A system serves the rooms of its zones. Its outdoor air is its rooms’ sum, ASHRAE
        62.1 multiple-zone from its zones’ occupancy, people, floor area, air distribution and
        airflows (simplified procedure or Appendix A, at design and at the VAV minimum), or an
        entered figure with a reason.
      </Text>
      {systems.map((system, index) => {
        const systemField = rowFieldProps({
          fields: BUILDING_SYSTEM_FIELD_SPECS,
          row: system,
          path: ['systems', index],
          unitSystem,
          errors,
          set: (name, v) => setSystem(index, { [name]: v }),
        });
        const ventilationField = rowFieldProps({
          fields: BUILDING_SYSTEM_VENTILATION_FIELD_SPECS,
          row: system,
          path: ['systems', index],
          unitSystem,
          errors,
          set: (name, v) => setSystem(index, { [name]: v === '' ? undefined : v }),
        });
        const fanField = rowFieldProps({
          fields: BUILDING_SYSTEM_FAN_FIELD_SPECS,
          row: system,
          path: ['systems', index],
          unitSystem,
          errors,
          set: (name, v) => setSystem(index, { [name]: v === '' ? undefined : v }),
        });
        const method = outdoorAirMethodOf(system);
        const fanMethod: SystemFanHeatMethod = system.fanHeatMethod ?? 'entered';
        // Absent: VAV, the block airflow every system had before the choice (the engine's reading).
        const control: SystemAirflowControl = system.airflowControl ?? 'variableVolume';
        const label = system.name || `system ${index + 1}`;
        const shown = fieldNames(BUILDING_SYSTEM_FIELD_SPECS).filter(
          (name) =>
            (name !== 'outdoorAir' || method === 'override' || method === 'rooms') &&
            (name !== 'fanHeat' || fanMethod === 'entered'),
        );
        return (
          <Paper key={system.id} withBorder p="xs" data-testid="building-system">
            <Stack gap="xs">
              <Group grow align="flex-start">
                <BuildingTextField
                  path={['systems', index, 'name']}
                  label="System name"
                  value={system.name}
                  onChange={(name) => setSystem(index, { name })}
                  errors={errors}
                />
                {rowFieldList(systemField, shown)}
                <RemoveButton
                  onClick={() =>
                    onChange({
                      ...value,
                      systems: removeAt(systems, index),
                      zones: zones.map((z) =>
                        z.systemId === system.id ? { ...z, systemId: '' } : z,
                      ),
                    })
                  }
                  label={`Remove system ${system.name}`}
                />
              </Group>
              <Group grow align="flex-start">
                <ChoiceField
                  path={['systems', index, 'airflowControl']}
                  label={`Airflow control of ${label}`}
                  value={control}
                  data={AIRFLOW_CONTROLS}
                  onChange={(airflowControl) => setSystem(index, { airflowControl })}
                  errors={errors}
                />
                <Text size="xs" c="dimmed" maw={260} data-testid="building-system-airflow-basis">
                  {control === 'constantVolume'
                    ? 'Supply air: the sum of the zones’ peak airflows (ASHRAE Fundamentals ch. 18).'
                    : 'Supply air: the block airflow at the system’s peak; each zone’s box turns down to the VAV minimum.'}
                </Text>
              </Group>
              <Group grow align="flex-start">
                <ChoiceField
                  path={['systems', index, 'outdoorAirMethod']}
                  label={`Outdoor air of ${label}`}
                  value={method}
                  data={OUTDOOR_AIR_METHODS}
                  onChange={(outdoorAirMethod) => setSystem(index, { outdoorAirMethod })}
                  errors={errors}
                />
                {method === 'override' ? (
                  <BuildingTextField
                    path={['systems', index, 'outdoorAirReason']}
                    label="Reason for overriding ASHRAE 62.1"
                    value={system.outdoorAirReason}
                    onChange={(outdoorAirReason) => setSystem(index, { outdoorAirReason })}
                    errors={errors}
                  />
                ) : null}
                {rowFieldList(
                  ventilationField,
                  // A constant-volume system's boxes never turn down: its saved minimum is kept, unused.
                  fieldNames(BUILDING_SYSTEM_VENTILATION_FIELD_SPECS).filter(
                    (name) => name !== 'vavMinimumFraction' || control === 'variableVolume',
                  ),
                )}
              </Group>
              <Group grow align="flex-start">
                <ChoiceField
                  path={['systems', index, 'fanHeatMethod']}
                  label={`Fan heat of ${label}`}
                  value={fanMethod}
                  data={FAN_HEAT_METHODS}
                  onChange={(fanHeatMethod) => setSystem(index, { fanHeatMethod })}
                  errors={errors}
                />
                <ChoiceField
                  path={['systems', index, 'fanPosition']}
                  label="Supply fan position"
                  value={system.fanPosition ?? 'drawThrough'}
                  data={FAN_POSITIONS}
                  onChange={(fanPosition) => setSystem(index, { fanPosition })}
                  errors={errors}
                />
                {fanMethod === 'fanPower'
                  ? rowFieldList(fanField, fieldNames(BUILDING_SYSTEM_FAN_FIELD_SPECS))
                  : null}
              </Group>
            </Stack>
          </Paper>
        );
      })}
      {zones.map((zone, index) => (
        <Group key={zone.id} grow align="flex-start" data-testid="building-zone">
          <BuildingTextField
            path={['zones', index, 'name']}
            label="Zone name"
            value={zone.name}
            onChange={(name) => setZone(index, { name })}
            errors={errors}
          />
          <Select
            id={fieldId(['zones', index, 'systemId'])}
            label={`System serving ${zone.name || `zone ${index + 1}`}`}
            data={systemOptions}
            value={zone.systemId || NONE}
            onChange={(systemId) =>
              setZone(index, { systemId: systemId === null || systemId === NONE ? '' : systemId })
            }
            allowDeselect={false}
            error={errors[`zones.${index}.systemId`]}
          />
          <Select
            id={fieldId(['zones', index, 'occupancyCategory'])}
            label={`ASHRAE 62.1 occupancy of ${zone.name || `zone ${index + 1}`}`}
            data={OCCUPANCY_OPTIONS}
            value={zone.occupancyCategory ?? DEFAULT_OCCUPANCY_CATEGORY}
            onChange={(next) => {
              const match = OCCUPANCY_OPTIONS.find((o) => o.value === next);
              if (match) setZone(index, { occupancyCategory: match.value });
            }}
            searchable
            allowDeselect={false}
            error={errors[`zones.${index}.occupancyCategory`]}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            id={fieldId(['zones', index, 'airDistribution'])}
            label="Air distribution (Ez)"
            data={AIR_DISTRIBUTION_OPTIONS}
            value={zone.airDistribution ?? DEFAULT_AIR_DISTRIBUTION_CONFIGURATION}
            onChange={(next) => {
              const match = AIR_DISTRIBUTION_OPTIONS.find((o) => o.value === next);
              if (match) setZone(index, { airDistribution: match.value });
            }}
            allowDeselect={false}
            error={errors[`zones.${index}.airDistribution`]}
            comboboxProps={{ withinPortal: true }}
          />
          <RemoveButton
            onClick={() =>
              onChange({
                ...value,
                zones: removeAt(zones, index),
                rooms: value.rooms.map((r) => (r.zoneId === zone.id ? { ...r, zoneId: '' } : r)),
              })
            }
            label={`Remove zone ${zone.name}`}
          />
        </Group>
      ))}
      <ZoneRoomsTree value={value} onChange={onChange} />
    </Panel>
  );
});
