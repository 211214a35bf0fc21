import {
  Input,
  SegmentedControl,
  Stack,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { SettingsSection } from './SettingsSection';

const OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Follow system' },
];

const isColorScheme = (value: string): value is MantineColorScheme =>
  OPTIONS.some((option) => option.value === value);

/**
 * Light, dark or the system's choice. Mantine's scheme manager (color-scheme.ts) stores it as the
 * `hvac:darkMode` boolean (none for "Follow system") and keeps the `dark` class in step, so the
 * header toggle and the marketing site agree with this control.
 */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SettingsSection
      id="appearance-heading"
      title="Appearance"
      description="Saved in this browser, and used on the marketing pages too."
    >
      <Stack gap={6}>
        <Input.Label labelElement="div" id="color-scheme-label">
          Colour scheme
        </Input.Label>
        <SegmentedControl
          aria-labelledby="color-scheme-label"
          data={OPTIONS}
          value={colorScheme}
          onChange={(next) => {
            if (isColorScheme(next)) setColorScheme(next);
          }}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </SettingsSection>
  );
}
