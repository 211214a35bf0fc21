import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UnitSystemSchema } from '@org/hvac-core/units';
import { useDefaultUnitSystem, writeDefaultUnitSystem } from '../preferences/unit-system';
import { SettingsSection } from './SettingsSection';

const OPTIONS = ['Imperial', 'Metric'];

/** The unit system new calculations start in; saved files keep their own. */
export function UnitsSection() {
  const unitSystem = useDefaultUnitSystem();
  return (
    <SettingsSection
      id="units-heading"
      title="Units"
      description="New calculations start in this unit system. Saved files keep the units they were saved in."
    >
      <Stack gap={6}>
        <Input.Label labelElement="div" id="unit-system-label">
          Default unit system
        </Input.Label>
        <SegmentedControl
          aria-labelledby="unit-system-label"
          data={OPTIONS}
          value={unitSystem}
          onChange={(next) => {
            const parsed = UnitSystemSchema.safeParse(next);
            if (!parsed.success) return;
            try {
              writeDefaultUnitSystem(parsed.data);
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
          style={{ alignSelf: 'flex-start' }}
        />
        <Text size="xs" c="dimmed">
          Imperial: ft, °F, Btu/h, cfm. Metric: m, °C, W, L/s.
        </Text>
      </Stack>
    </SettingsSection>
  );
}
