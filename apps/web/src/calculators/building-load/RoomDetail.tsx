import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  BUILDING_LOAD_LIMITS,
  BUILDING_SURFACE_ORIENTATIONS,
  BUILDING_WINDOW_ORIENTATIONS,
  BUILDING_ROOM_FIELD_SPECS,
  BUILDING_SURFACE_FIELD_SPECS,
  BUILDING_WINDOW_FIELD_SPECS,
  effectiveWindowOrientation,
  surfaceHasWindows,
  suggestedGlassPercent,
  UNSHADED_WINDOW,
  windowTypeById,
  windowTypeIdOf,
} from '@org/hvac-core/building-load';
import { ACTIVITY_LEVELS } from '@org/hvac-core/heat-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { fieldNames } from '@org/hvac-core/fields';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { AddRowButton, ChoiceField, RemoveButton, BuildingTextField } from './form-controls';
import { rowFieldList, rowFieldProps } from './row-number-fields';
import { WindowGlazingField } from './LibraryFields';
import type {
  DraftConstruction,
  DraftRoom,
  DraftSurface,
  DraftWindow,
  DraftWindowType,
  Errors,
} from './types';
import { NONE, patchAt, removeAt, replaceAt } from './types';
import { FRACTION_PRESETS, SCHEDULE_PRESETS, orientationOptions } from './room-presets';
import { FractionPresetSelect } from './FractionPresetSelect';
import {
  netAreaDescription,
  placementOptions,
  placementValue,
  placeWindow,
  removeSurface,
} from './window-placement';
import {
  chooseWindowType,
  windowTypeOptions,
  windowTypeSummary,
  windowTypeValue,
} from './window-types';

/** A window's numbers that stay its own when it names a window type. */
const OWN_WINDOW_FIELDS = fieldNames(BUILDING_WINDOW_FIELD_SPECS).filter(
  (name) =>
    name === 'count' ||
    name === 'overhangProjection' ||
    name === 'overhangGap' ||
    name === 'finProjection' ||
    name === 'finGap',
);

export interface RoomDetailProps {
  room: DraftRoom;
  index: number;
  constructions: readonly DraftConstruction[];
  /** The building's window library; required ([] for none). */
  windowTypes: readonly DraftWindowType[];
  unitSystem: UnitSystem;
  errors: Errors;
  onChange: (room: DraftRoom) => void;
}

export function RoomDetail({
  room,
  index,
  constructions,
  windowTypes,
  unitSystem,
  errors,
  onChange,
}: RoomDetailProps) {
  const p = (...rest: (string | number)[]) => ['rooms', index, ...rest];
  const set = (next: Partial<DraftRoom>): void => onChange({ ...room, ...next });
  const field = rowFieldProps({
    fields: BUILDING_ROOM_FIELD_SPECS,
    row: room,
    path: p(),
    unitSystem,
    errors,
    set: (name, v) => set({ [name]: v }),
  });
  const surfaces = room.surfaces;
  const windows = room.windows;
  // The RTS column the room's own walls and windows suggest (ch. 18 tables 19–20: % glass).
  const glass = suggestedGlassPercent({ surfaces, windows }, windowTypes);
  const setSurface = (s: number, next: Partial<DraftSurface>): void =>
    set({ surfaces: patchAt(surfaces, s, next) });
  const setWindow = (w: number, next: Partial<DraftWindow>): void =>
    set({ windows: patchAt(windows, w, next) });
  const preset = SCHEDULE_PRESETS.find(
    (s) => s.start === Number(room.scheduleStartHour) && s.end === Number(room.scheduleEndHour),
  );
  const fractionPreset = ({ fraction, ...select }: (typeof FRACTION_PRESETS)[number]) => (
    <FractionPresetSelect
      {...select}
      fraction={room[fraction]}
      onChange={(value) => set({ [fraction]: value })}
    />
  );

  return (
    <Paper withBorder p="sm" aria-labelledby="bl-room-detail-heading" component="section">
      <Stack gap="sm">
        <Title order={3} id="bl-room-detail-heading" size="h5">
          Room details: {room.name || `Room ${index + 1}`}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <BuildingTextField
            path={p('name')}
            label="Room name"
            value={room.name}
            onChange={(name) => set({ name })}
            errors={errors}
          />
          {rowFieldList(field, fieldNames(BUILDING_ROOM_FIELD_SPECS), {
            lightingDensity: (
              <ChoiceField
                path={p('activity')}
                label="Activity"
                value={room.activity ?? 'moderatelyActiveOfficeWork'}
                data={ACTIVITY_LEVELS.map((level) => ({ value: level.id, label: level.label }))}
                onChange={(activity) => set({ activity })}
                errors={errors}
              />
            ),
            lightingRadiantFraction: fractionPreset(FRACTION_PRESETS[0]),
            equipmentRadiantFraction: fractionPreset(FRACTION_PRESETS[1]),
            scheduleStartHour: (
              <Select
                label="Schedule preset"
                data={[
                  ...SCHEDULE_PRESETS.map((s) => ({ value: s.value, label: s.label })),
                  { value: 'custom', label: 'Custom hours' },
                ]}
                value={preset?.value ?? 'custom'}
                onChange={(next) => {
                  const chosen = SCHEDULE_PRESETS.find((s) => s.value === next);
                  if (chosen) set({ scheduleStartHour: chosen.start, scheduleEndHour: chosen.end });
                }}
                allowDeselect={false}
                description="Assumed typical hours, not a standard’s schedule"
              />
            ),
          })}
          <ChoiceField
            path={p('rtsConstruction')}
            label="Construction class (RTS)"
            value={room.rtsConstruction ?? 'medium'}
            data={[
              { value: 'light', label: 'Light' },
              { value: 'medium', label: 'Medium' },
              { value: 'heavy', label: 'Heavy' },
            ]}
            onChange={(rtsConstruction) => set({ rtsConstruction })}
            errors={errors}
          />
          <Stack gap={4}>
            <ChoiceField
              path={p('glassPercent')}
              label="Glass, % of exterior wall (RTS)"
              value={String(room.glassPercent ?? 50)}
              data={[
                { value: '10', label: '10 %' },
                { value: '50', label: '50 %' },
                { value: '90', label: '90 %' },
              ]}
              onChange={(g) => set({ glassPercent: Number(g) as 10 | 50 | 90 })}
              errors={errors}
              {...(glass === null
                ? {}
                : {
                    description: `This room’s glass is ${Math.round(glass.glassFraction * 100)} % of its exterior wall: the ${glass.glassPercent} % column`,
                  })}
            />
            {glass !== null && glass.glassPercent !== (room.glassPercent ?? 50) ? (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => set({ glassPercent: glass.glassPercent })}
                aria-label={`Use ${glass.glassPercent} % glass for ${room.name}`}
              >
                Use {glass.glassPercent} %
              </Button>
            ) : null}
          </Stack>
          <Checkbox
            mt="xl"
            label="Carpeted floor"
            checked={room.carpet ?? true}
            onChange={(e) => set({ carpet: e.currentTarget.checked })}
          />
        </SimpleGrid>

        <Group justify="space-between">
          <Text fw={600}>Walls and roofs</Text>
          <AddRowButton
            size="compact-sm"
            list={surfaces}
            max={BUILDING_LOAD_LIMITS.surfacesPerRoom}
            disabled={constructions.length === 0}
            prefix="s"
            make={(id): DraftSurface => ({
              id,
              orientation: 'N',
              area: 0,
              constructionId: constructions[0]?.id ?? '',
            })}
            onAdd={(next) => set({ surfaces: next })}
          >
            Add surface
          </AddRowButton>
        </Group>
        {surfaces.map((surface, s) => {
          // A surface carrying windows is entered gross; its net (opaque) area is computed.
          const gross = surfaceHasWindows(surface, windows);
          const netDescription = gross
            ? netAreaDescription(surface, windows, windowTypes, unitSystem)
            : undefined;
          return (
            <Group key={surface.id} grow align="flex-start" data-testid="building-surface">
              <ChoiceField
                path={p('surfaces', s, 'orientation')}
                label={`Surface ${s + 1} orientation`}
                value={surface.orientation}
                data={orientationOptions(BUILDING_SURFACE_ORIENTATIONS)}
                onChange={(orientation) => setSurface(s, { orientation })}
                errors={errors}
              />
              <DraftNumberField
                {...rowFieldProps({
                  fields: BUILDING_SURFACE_FIELD_SPECS,
                  row: surface,
                  path: p('surfaces', s),
                  unitSystem,
                  errors,
                  set: (name, v) => setSurface(s, { [name]: v }),
                })('area')}
                label={`Surface ${s + 1} ${gross ? 'gross' : 'net'} area`}
                {...(netDescription === undefined ? {} : { description: netDescription })}
              />
              <ChoiceField
                path={p('surfaces', s, 'constructionId')}
                label={`Surface ${s + 1} construction`}
                value={surface.constructionId}
                data={constructions.map((c) => ({ value: c.id, label: c.name || c.id }))}
                onChange={(constructionId) => setSurface(s, { constructionId })}
                errors={errors}
              />
              <RemoveButton
                onClick={() => set(removeSurface(room, s))}
                label={`Remove surface ${s + 1}`}
              />
            </Group>
          );
        })}

        <Group justify="space-between">
          <Text fw={600}>Windows</Text>
          <AddRowButton
            size="compact-sm"
            list={windows}
            max={BUILDING_LOAD_LIMITS.windowsPerRoom}
            prefix="w"
            make={(id): DraftWindow => ({
              id,
              orientation: 'N',
              width: unitSystem === 'Metric' ? 1 : 3,
              height: unitSystem === 'Metric' ? 1.5 : 5,
              count: 1,
              uFactor: unitSystem === 'Metric' ? 2.8 : 0.49,
              shgc: 0.4,
              ...UNSHADED_WINDOW,
            })}
            onAdd={(next) => set({ windows: next })}
          >
            Add window
          </AddRowButton>
        </Group>
        {windows.map((window, w) => {
          const placed = placementValue(window) !== NONE;
          const typeId = windowTypeIdOf(window);
          const type = typeId === undefined ? undefined : windowTypeById(typeId, windowTypes);
          return (
            <Paper key={window.id} withBorder p="xs" data-testid="building-window">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <ChoiceField
                  path={p('windows', w, 'surfaceId')}
                  label={`Window ${w + 1} on wall or roof`}
                  value={placementValue(window)}
                  data={placementOptions(surfaces)}
                  onChange={(choice) =>
                    set({ windows: replaceAt(windows, w, placeWindow(window, choice, surfaces)) })
                  }
                  errors={errors}
                />
                <ChoiceField
                  path={p('windows', w, 'orientation')}
                  label={`Window ${w + 1} orientation`}
                  value={effectiveWindowOrientation(window, surfaces)}
                  data={orientationOptions(BUILDING_WINDOW_ORIENTATIONS)}
                  onChange={(orientation) => setWindow(w, { orientation })}
                  errors={errors}
                  disabled={placed}
                  {...(placed ? { description: 'Faces as its wall or roof' } : {})}
                />
                {windowTypes.length > 0 || typeId !== undefined ? (
                  <ChoiceField
                    path={p('windows', w, 'windowTypeId')}
                    label={`Window ${w + 1} type`}
                    value={windowTypeValue(window)}
                    data={windowTypeOptions(windowTypes)}
                    onChange={(choice) =>
                      set({
                        windows: replaceAt(
                          windows,
                          w,
                          chooseWindowType(window, choice, windowTypes),
                        ),
                      })
                    }
                    errors={errors}
                  />
                ) : null}
                {rowFieldList(
                  rowFieldProps({
                    fields: BUILDING_WINDOW_FIELD_SPECS,
                    row: window,
                    path: p('windows', w),
                    unitSystem,
                    errors,
                    set: (name, v) => setWindow(w, { [name]: v }),
                  }),
                  // A window of a type shows the type's values in one line below, not as fields.
                  typeId === undefined
                    ? fieldNames(BUILDING_WINDOW_FIELD_SPECS)
                    : OWN_WINDOW_FIELDS,
                  typeId === undefined
                    ? {
                        iac: (
                          <WindowGlazingField
                            path={p('windows', w, 'glazingId')}
                            label="Glazing type (angular SHGC)"
                            window={window}
                            errors={errors}
                            onChange={(next) => set({ windows: replaceAt(windows, w, next) })}
                          />
                        ),
                      }
                    : {},
                )}
              </SimpleGrid>
              {type !== undefined ? (
                <Text size="xs" c="dimmed" mt="xs" data-testid="building-window-type-summary">
                  From window type {type.name || type.id}: {windowTypeSummary(type, unitSystem)}.
                </Text>
              ) : null}
              <Button
                mt="xs"
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => set({ windows: removeAt(windows, w) })}
                aria-label={`Remove window ${w + 1}`}
              >
                Remove window {w + 1}
              </Button>
            </Paper>
          );
        })}
      </Stack>
    </Paper>
  );
}
