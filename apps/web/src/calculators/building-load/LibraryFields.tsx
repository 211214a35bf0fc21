import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  CTS_LIBRARY,
  DEFAULT_WALL_CTS_ID,
  GLAZING_SHGC_ANGLES_DEG,
  GLAZING_SHGC_TABLE,
  ctsConstruction,
  ctsConstructionLabel,
  glazingLabel,
  glazingShgc,
  layerUnitLabel,
  layerValueFromSi,
  defaultSurfaceFilms,
} from '@org/hvac-core/building-load';
import { fromSi, unitLabel } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import {
  ConstructionLayers,
  CtsTable,
  draftLayersResponse,
  starterLayers,
} from './ConstructionLayers';
import { fieldId } from './field-id';
import { ChoiceField } from './form-controls';
import { NONE, type DraftConstruction } from './types';

/** What has a glazing type: a window or a type of the window library. */
interface Glazed {
  readonly glazingId?: string | undefined;
}

const CTS_OPTIONS = CTS_LIBRARY.map((row) => ({
  value: row.id,
  label: ctsConstructionLabel(row),
}));

const GLAZING_OPTIONS = [
  { value: NONE, label: 'Not given: clear double glazing (5b)’s curve' },
  ...GLAZING_SHGC_TABLE.map((row) => ({ value: row.id, label: glazingLabel(row) })),
];

/** A construction with no time series of its own: no library series, no layers, no films. */
function plain(construction: DraftConstruction): DraftConstruction {
  const {
    ctsId: _library,
    layers: _layers,
    outsideFilmR: _outside,
    insideFilmR: _inside,
    ...rest
  } = construction;
  return rest;
}

/** A window or window type without its glazing type (the key removed). */
export function withoutGlazing<T extends Glazed>(window: T): T {
  const { glazingId: _removed, ...rest } = window;
  return rest as T;
}

function formatU(uWm2K: number, unitSystem: UnitSystem): string {
  const value = fromSi(uWm2K, 'uValue', unitSystem);
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unitLabel('uValue', unitSystem)}`;
}

function formatR(rM2KW: number, unitSystem: UnitSystem): string {
  const value = layerValueFromSi(rM2KW, 'thermalResistance', unitSystem);
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${layerUnitLabel('thermalResistance', unitSystem)}`;
}

export interface ConstructionCtsFieldProps {
  index: number;
  construction: DraftConstruction;
  unitSystem: UnitSystem;
  errors: Readonly<Record<string, string>>;
  onChange: (next: DraftConstruction) => void;
}

type ConductionMode = 'library' | 'layers' | 'none';

const MODE_OPTIONS: { value: ConductionMode; label: string }[] = [
  { value: 'library', label: 'From library' },
  { value: 'layers', label: 'From layers' },
  { value: 'none', label: 'No time lag' },
];

/** How a construction's conduction is delayed: by its layers, a library series, or not at all. */
export function conductionMode(construction: DraftConstruction): ConductionMode {
  if (construction.layers !== undefined) return 'layers';
  if (construction.ctsId !== undefined) return 'library';
  return 'none';
}

/** The construction with a library series (its U-factor taken from the table, then editable). */
function withLibrary(
  construction: DraftConstruction,
  id: string,
  unitSystem: UnitSystem,
): DraftConstruction {
  const row = ctsConstruction(id);
  return {
    ...plain(construction),
    ctsId: id,
    ...(row === undefined
      ? {}
      : { uFactor: Number(fromSi(row.uWm2K, 'uValue', unitSystem).toPrecision(3)) }),
  };
}

/** The construction with its U-factor field set to its layers' U (shown; the engine computes it). */
export function withLayersU(
  construction: DraftConstruction,
  unitSystem: UnitSystem,
): DraftConstruction {
  const response = draftLayersResponse(construction, unitSystem);
  return response === undefined
    ? construction
    : {
        ...construction,
        uFactor: Number(fromSi(response.uWm2K, 'uValue', unitSystem).toPrecision(3)),
      };
}

/**
 * How a construction conducts: from one of the Handbook's representative walls and roofs (choosing
 * one also takes its U-factor, which can then be edited), from its layers (U-factor and conduction
 * time series computed by periodic response factors), or with no time lag. Shows the U-factor and
 * the 24 conduction time factors of the choice.
 */
export function ConstructionCtsField({
  index,
  construction,
  unitSystem,
  errors,
  onChange,
}: ConstructionCtsFieldProps) {
  const mode = conductionMode(construction);
  const chosen = construction.ctsId === undefined ? undefined : ctsConstruction(construction.ctsId);
  const computed = mode === 'layers' ? draftLayersResponse(construction, unitSystem) : undefined;
  const labelId = fieldId(['constructions', index, 'mode-label']);
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Text id={labelId} size="sm" fw={600}>
          Conduction time series
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          size="xs"
          data={MODE_OPTIONS}
          value={mode}
          onChange={(next) => {
            if (next === mode) return;
            if (next === 'library') {
              onChange(withLibrary(construction, DEFAULT_WALL_CTS_ID, unitSystem));
            } else if (next === 'layers') {
              onChange(
                withLayersU({ ...plain(construction), ...starterLayers(unitSystem) }, unitSystem),
              );
            } else {
              onChange(plain(construction));
            }
          }}
        />
      </Group>
      {mode === 'library' && (
        <>
          <ChoiceField
            path={['constructions', index, 'ctsId']}
            label="Representative wall or roof (ASHRAE F ch. 18, tables 16–17)"
            value={construction.ctsId ?? ''}
            data={CTS_OPTIONS}
            onChange={(next) => onChange(withLibrary(construction, next, unitSystem))}
            errors={errors}
          />
          {chosen !== undefined && (
            <>
              <Text size="xs" c="dimmed" data-testid="construction-cts">
                Table U-factor {formatU(chosen.uWm2K, unitSystem)}.
              </Text>
              <CtsTable
                percent={chosen.ctsPercent}
                caption={`Conduction time factors, % (${ctsConstructionLabel(chosen)})`}
                testId="construction-cts-table"
              />
            </>
          )}
        </>
      )}
      {mode === 'layers' && (
        <>
          <ConstructionLayers
            index={index}
            construction={construction}
            unitSystem={unitSystem}
            errors={errors}
            onChange={(next) => onChange(withLayersU(next, unitSystem))}
          />
          {computed === undefined ? (
            <Text size="xs" c="dimmed">
              The U-factor and conduction time series follow once every layer has its values.
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed" data-testid="construction-cts">
                U-factor from the layers {formatU(computed.uWm2K, unitSystem)} (total R{' '}
                {formatR(computed.totalResistanceM2KW, unitSystem)}), by periodic response factors
                (ASHRAE F ch. 18), as a wall in cooling
                {construction.insideFilmR === undefined || construction.insideFilmR === ''
                  ? `; as a roof, its blank inside film follows the heat flow (${formatR(defaultSurfaceFilms('roof', 'cooling').insideM2KW, unitSystem)} with heat flowing down in cooling, ${formatR(defaultSurfaceFilms('roof', 'heating').insideM2KW, unitSystem)} up in heating)`
                  : ''}
                .
              </Text>
              <CtsTable
                percent={computed.cts.map((c) => c * 100)}
                caption="Conduction time factors computed from the layers, %"
                testId="construction-cts-table"
              />
            </>
          )}
        </>
      )}
      {mode === 'none' && (
        <Text size="xs" c="dimmed">
          Conduction arrives in the hour it enters the outside face (no time lag).
        </Text>
      )}
    </Stack>
  );
}

export interface WindowGlazingFieldProps<T extends Glazed> {
  path: readonly (string | number)[];
  /** The window or window type whose glazing type this is; required. */
  window: T;
  label: string;
  errors: Readonly<Record<string, string>>;
  onChange: (next: T) => void;
}

/**
 * The glazing type of a window for the angular dependence of its SHGC (ch. 15, table 10), or none
 * (the engine then takes the curve of 5b, clear double glazing, falling to 0 at 90°, and its
 * hemispherical SHGC for diffuse light). Shows the type's curve.
 */
export function WindowGlazingField<T extends Glazed>({
  path,
  window,
  label,
  errors,
  onChange,
}: WindowGlazingFieldProps<T>) {
  const chosen = window.glazingId === undefined ? undefined : glazingShgc(window.glazingId);
  return (
    <Stack gap={4}>
      <ChoiceField
        path={path}
        label={label}
        value={window.glazingId ?? NONE}
        data={GLAZING_OPTIONS}
        onChange={(next) =>
          onChange(next === NONE ? withoutGlazing(window) : { ...window, glazingId: next })
        }
        errors={errors}
      />
      {chosen !== undefined && (
        <Text size="xs" c="dimmed">
          Glass SHGC at{' '}
          {GLAZING_SHGC_ANGLES_DEG.map((a, i) => `${a}° ${chosen.shgcByAngle[i] ?? ''}`).join(', ')}
          , 0 at 90°; hemispherical {chosen.hemispherical}. Scaled to its SHGC.
        </Text>
      )}
    </Stack>
  );
}
