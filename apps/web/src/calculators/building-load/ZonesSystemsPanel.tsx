import { Group, Paper, Select, Text } from '@mantine/core';
import { BUILDING_LOAD_LIMITS, BUILDING_SYSTEM_FIELD_SPECS } from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import {
  AddRowButton,
  numberFieldList,
  RemoveButton,
  TextField,
  fieldId,
  fieldNames,
  numberFields,
} from './fields';
import { ZoneRoomsTree } from './ZoneRoomsTree';
import type { DraftPanelProps, DraftSystem, DraftZone } from './types';
import { NONE, patchAt, removeAt } from './types';
import { Panel } from './Panel';

export type ZonesSystemsPanelProps = DraftPanelProps;

/** Zones (each served by one system) and air systems with supply air, outdoor air and fan heat. */
export function ZonesSystemsPanel({ value, onChange, errors }: ZonesSystemsPanelProps) {
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
        table. A system serves the rooms of its zones; its outdoor air, left blank, is the sum of
        its rooms’ outdoor air.
      </Text>
      {systems.map((system, index) => {
        const systemField = numberFields({
          fields: BUILDING_SYSTEM_FIELD_SPECS,
          row: system,
          path: ['systems', index],
          unitSystem,
          errors,
          set: (name, v) => setSystem(index, { [name]: v }),
        });
        return (
          <Paper key={system.id} withBorder p="xs" data-testid="building-system">
            <Group grow align="flex-start">
              <TextField
                path={['systems', index, 'name']}
                label="System name"
                value={system.name}
                onChange={(name) => setSystem(index, { name })}
                errors={errors}
              />
              {numberFieldList(systemField, fieldNames(BUILDING_SYSTEM_FIELD_SPECS))}
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
          </Paper>
        );
      })}
      {zones.map((zone, index) => (
        <Group key={zone.id} grow align="flex-start" data-testid="building-zone">
          <TextField
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
}
