import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { SettingsChoice } from './SettingsChoice';
import { SettingsSection } from './SettingsSection';

const OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Follow system' },
];

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
      <SettingsChoice
        labelId="color-scheme-label"
        label="Colour scheme"
        data={OPTIONS}
        value={colorScheme}
        onChange={setColorScheme}
      />
    </SettingsSection>
  );
}
