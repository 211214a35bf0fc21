import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MAX_ADDITIONAL_WINDOWS,
  WINDOW_ORIENTATIONS,
  WindowOrientationSchema,
  heatLoadFieldRange,
  heatLoadFieldUnitLabel,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { NUMERIC_FIELD_UI, draftNumber } from './field-ui';
import type { FieldErrors } from '../../workspace/evaluate';

type WindowDraft = NonNullable<HeatLoadInputDraft['additionalWindows']>[number];

const ORIENTATION_OPTIONS = WINDOW_ORIENTATIONS.map((orientation) => ({
  value: orientation.id,
  label: orientation.label,
}));

/** The id of a window's input: `heat-load-additionalWindows-0-area` for the error key `additionalWindows.0.area`. */
export function otherWindowFieldId(key: string): string {
  return `heat-load-${key.replaceAll('.', '-')}`;
}

export interface OtherWindowsProps {
  /** The windows besides the first, as the draft holds them; required. */
  windows: readonly WindowDraft[];
  /** Called with the edited list; required. */
  onChange: (next: WindowDraft[]) => void;
  /** The unit system of the areas; required. */
  unitSystem: UnitSystem;
  /** Messages by error key ('additionalWindows.0.area'); default none. */
  errors?: FieldErrors;
  /** Called with a window field's error key when it is edited or left; default none. */
  onTouch?: (key: string) => void;
}

/**
 * Windows on other orientations than the first: each with its orientation, area and SHGC (blank:
 * the first window's), at the first window's U-value. Numbered from 2, after the first window.
 */
export function OtherWindows({
  windows,
  onChange,
  unitSystem,
  errors = {},
  onTouch,
}: OtherWindowsProps) {
  const update = (index: number, key: keyof WindowDraft, next: unknown): void => {
    onTouch?.(`additionalWindows.${index}.${key}`);
    onChange(windows.map((window, i) => (i === index ? { ...window, [key]: next } : window)));
  };
  const areaRange = heatLoadFieldRange('windowArea', unitSystem);
  const shgcRange = heatLoadFieldRange('windowShgc', unitSystem);

  return (
    <Stack gap="sm">
      {windows.map((window, index) => {
        const number = index + 2;
        const key = (field: string) => `additionalWindows.${index}.${field}`;
        return (
          <fieldset
            key={index}
            aria-label={`Window ${number}`}
            style={{ border: 0, padding: 0, margin: 0 }}
          >
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                Window {number}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => onChange(windows.filter((_, i) => i !== index))}
                aria-label={`Remove window ${number}`}
              >
                Remove
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
              <NativeSelect
                id={otherWindowFieldId(key('orientation'))}
                label={`Window ${number} orientation`}
                value={typeof window.orientation === 'string' ? window.orientation : 'S'}
                onChange={(event) => {
                  const parsed = WindowOrientationSchema.safeParse(event.currentTarget.value);
                  if (parsed.success) update(index, 'orientation', parsed.data);
                }}
                error={errors[key('orientation')]}
                data={ORIENTATION_OPTIONS}
              />
              <UnitInput
                id={otherWindowFieldId(key('area'))}
                label={`Window ${number} area`}
                unit={heatLoadFieldUnitLabel('windowArea', unitSystem)}
                value={draftNumber(window.area)}
                onChange={(next, text) => update(index, 'area', next ?? text.trim())}
                onBlur={() => onTouch?.(key('area'))}
                error={errors[key('area')]}
                min={areaRange.min}
                max={areaRange.max}
                step={NUMERIC_FIELD_UI.windowArea.step[unitSystem]}
                decimalScale={NUMERIC_FIELD_UI.windowArea.decimalScale}
              />
              <UnitInput
                id={otherWindowFieldId(key('shgc'))}
                label={`Window ${number} SHGC`}
                unit=""
                value={draftNumber(window.shgc)}
                onChange={(next, text) => update(index, 'shgc', next ?? text.trim())}
                onBlur={() => onTouch?.(key('shgc'))}
                error={errors[key('shgc')]}
                min={shgcRange.min}
                max={shgcRange.max}
                step={NUMERIC_FIELD_UI.windowShgc.step[unitSystem]}
                decimalScale={NUMERIC_FIELD_UI.windowShgc.decimalScale}
                description="Blank: the first window’s SHGC"
              />
            </SimpleGrid>
          </fieldset>
        );
      })}
      {windows.length < MAX_ADDITIONAL_WINDOWS ? (
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onChange([...windows, { orientation: 'W', area: '' }])}
          >
            Add a window on another orientation
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
