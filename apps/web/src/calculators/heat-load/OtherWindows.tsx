import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MAX_ADDITIONAL_WINDOWS,
  WINDOW_ORIENTATIONS,
  WindowOrientationSchema,
  HEAT_LOAD_FIELD_SPECS,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import type { UnitSystem } from '@org/hvac-core/units';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { NumberField } from '../../calculator-kit/NumberField';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';

type WindowDraft = NonNullable<HeatLoadInputDraft['additionalWindows']>[number];

const ORIENTATION_OPTIONS = WINDOW_ORIENTATIONS.map((orientation) => ({
  value: orientation.id,
  label: orientation.label,
}));

/** A window's area and SHGC are the first window's fields, with the help that fits a row of its own. */
const WINDOW_FIELD_SPECS = {
  area: HEAT_LOAD_FIELD_SPECS.windowArea,
  shgc: { ...HEAT_LOAD_FIELD_SPECS.windowShgc, help: 'Blank: the first window’s SHGC' },
};

const WINDOW_FIELD_NAMES = { area: 'area', shgc: 'SHGC' } as const;

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
  /** The id of a window field's input by its error key; required. */
  idOf: (key: string) => string;
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
  idOf,
}: OtherWindowsProps) {
  const update = (index: number, key: keyof WindowDraft, next: unknown): void => {
    onTouch?.(`additionalWindows.${index}.${key}`);
    onChange(windows.map((window, i) => (i === index ? { ...window, [key]: next } : window)));
  };

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
              <ChoiceSelect
                id={idOf(key('orientation'))}
                label={`Window ${number} orientation`}
                value={window.orientation}
                fallback="S"
                schema={WindowOrientationSchema}
                onChange={(next) => update(index, 'orientation', next)}
                error={errors[key('orientation')]}
                data={ORIENTATION_OPTIONS}
              />
              {(['area', 'shgc'] as const).map((field) => (
                <NumberField
                  key={field}
                  spec={{
                    ...WINDOW_FIELD_SPECS[field],
                    label: `Window ${number} ${WINDOW_FIELD_NAMES[field]}`,
                  }}
                  id={idOf(key(field))}
                  name={key(field)}
                  unitSystem={unitSystem}
                  value={window[field]}
                  onChange={(next) => update(index, field, next)}
                  onBlur={() => onTouch?.(key(field))}
                  error={errors[key(field)]}
                />
              ))}
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
