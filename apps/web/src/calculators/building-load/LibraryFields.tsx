import { Stack, Text } from '@mantine/core';
import {
  CTS_LIBRARY,
  GLAZING_SHGC_ANGLES_DEG,
  GLAZING_SHGC_TABLE,
  ctsConstruction,
  ctsConstructionLabel,
  glazingLabel,
  glazingShgc,
} from '@org/hvac-core/building-load';
import { fromSi, unitLabel } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { ChoiceField } from './fields';
import type { DraftConstruction, DraftWindow } from './types';

/** The option value of "none chosen" (an empty option value is not a valid choice). */
const NONE = '__none__';

const CTS_OPTIONS = [
  { value: NONE, label: 'No time lag (one-term series)' },
  ...CTS_LIBRARY.map((row) => ({ value: row.id, label: ctsConstructionLabel(row) })),
];

const GLAZING_OPTIONS = [
  { value: NONE, label: 'Not given: the SHGC at every angle' },
  ...GLAZING_SHGC_TABLE.map((row) => ({ value: row.id, label: glazingLabel(row) })),
];

/** A construction without its conduction time series (the key removed, as files saved before it). */
function withoutCts(construction: DraftConstruction): DraftConstruction {
  const { ctsId: _removed, ...rest } = construction;
  return rest;
}

/** A window without its glazing type (the key removed). */
export function withoutGlazing(window: DraftWindow): DraftWindow {
  const { glazingId: _removed, ...rest } = window;
  return rest;
}

function formatU(uWm2K: number, unitSystem: UnitSystem): string {
  const value = fromSi(uWm2K, 'uValue', unitSystem);
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unitLabel('uValue', unitSystem)}`;
}

export interface ConstructionCtsFieldProps {
  index: number;
  construction: DraftConstruction;
  unitSystem: UnitSystem;
  errors: Readonly<Record<string, string>>;
  onChange: (next: DraftConstruction) => void;
}

/**
 * The conduction time series of a construction: one of the Handbook's representative walls and
 * roofs (choosing one also takes its U-factor, which can then be edited), or none (no time lag).
 * Shows the chosen construction's U-factor and its 24 conduction time factors.
 */
export function ConstructionCtsField({
  index,
  construction,
  unitSystem,
  errors,
  onChange,
}: ConstructionCtsFieldProps) {
  const chosen = construction.ctsId === undefined ? undefined : ctsConstruction(construction.ctsId);
  return (
    <Stack gap={4}>
      <ChoiceField
        path={['constructions', index, 'ctsId']}
        label="Conduction time series (ASHRAE F ch. 18, tables 16–17)"
        value={construction.ctsId ?? NONE}
        data={CTS_OPTIONS}
        onChange={(next) => {
          if (next === NONE) {
            onChange(withoutCts(construction));
            return;
          }
          const row = ctsConstruction(next);
          onChange({
            ...construction,
            ctsId: next,
            ...(row === undefined
              ? {}
              : {
                  uFactor: Number(fromSi(row.uWm2K, 'uValue', unitSystem).toPrecision(3)),
                }),
          });
        }}
        errors={errors}
      />
      {chosen === undefined ? (
        <Text size="xs" c="dimmed">
          Conduction arrives in the hour it enters the outside face (no time lag).
        </Text>
      ) : (
        <Text size="xs" c="dimmed" data-testid="construction-cts">
          Table U-factor {formatU(chosen.uWm2K, unitSystem)}. Conduction time factors, hours 0–23
          (%): {chosen.ctsPercent.join(', ')}
        </Text>
      )}
    </Stack>
  );
}

export interface WindowGlazingFieldProps {
  path: readonly (string | number)[];
  window: DraftWindow;
  label: string;
  errors: Readonly<Record<string, string>>;
  onChange: (next: DraftWindow) => void;
}

/**
 * The glazing type of a window for the angular dependence of its SHGC (ch. 15, table 10), or none
 * (the window's SHGC at every angle and for diffuse light). Shows the type's curve.
 */
export function WindowGlazingField({
  path,
  window,
  label,
  errors,
  onChange,
}: WindowGlazingFieldProps) {
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
          ; hemispherical {chosen.hemispherical}. Scaled to this window’s SHGC.
        </Text>
      )}
    </Stack>
  );
}
