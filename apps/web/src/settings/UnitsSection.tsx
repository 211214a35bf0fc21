import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UnitSystem } from '@org/hvac-core/units';
import { useDefaultUnitSystem, writeDefaultUnitSystem } from '../preferences/unit-system';
import { SettingsChoice } from './SettingsChoice';
import { SettingsSection } from './SettingsSection';

const OPTIONS: { value: UnitSystem; label: string }[] = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];

/** The unit system new calculations start in; saved files keep their own. */
export function UnitsSection() {
  const unitSystem = useDefaultUnitSystem();
  return (
    <SettingsSection
      id="units-heading"
      title="Units"
      description="New calculations start in this unit system. Saved files keep the units they were saved in."
    >
      <SettingsChoice
        labelId="unit-system-label"
        label="Default unit system"
        data={OPTIONS}
        value={unitSystem}
        onChange={(next) => {
          try {
            writeDefaultUnitSystem(next);
          } catch (error) {
            console.error('The default unit system could not be saved.', error);
            notifications.show({
              color: 'red',
              title: 'Default unit system not saved',
              message:
                'This browser is blocking site storage. Allow site data for this site and try again.',
            });
          }
        }}
      >
        <Text size="xs" c="dimmed">
          Imperial: ft, °F, Btu/h, cfm. Metric: m, °C, W, L/s.
        </Text>
      </SettingsChoice>
    </SettingsSection>
  );
}
