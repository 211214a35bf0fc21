import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';
import { PageFrame } from '@org/ui';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useDefaultUnitSystem } from '../preferences/unit-system';
import { loadKatex } from './MathTex';
import classes from './reference.module.css';
import { ReferenceNav } from './ReferenceNav';
import { ReferenceSearch } from './ReferenceSearch';
import { ReferenceUnitsContext } from './units-context';

const UNIT_OPTIONS = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];

/**
 * /reference: search, topics and the chosen topic. Values start in the user's default unit system;
 * the switch here changes this page only, not the default.
 */
export function ReferenceLayout() {
  const defaultUnitSystem = useDefaultUnitSystem();
  const [chosen, setChosen] = useState<UnitSystem | null>(null);
  const unitSystem = chosen ?? defaultUnitSystem;

  // Load KaTeX now, so formulas still render if the connection drops later.
  useEffect(() => {
    void loadKatex().catch(() => undefined);
  }, []);

  return (
    <ReferenceUnitsContext.Provider value={unitSystem}>
      <PageFrame
        title="ASHRAE reference"
        description="The data and formulas the calculators use, read from the engine: facts with their units and sources, organised for lookup."
        actions={
          <Group gap="sm" className={classes.noPrint}>
            <Stack gap={2}>
              <Text id="reference-units-label" size="xs" fw={500}>
                Units
              </Text>
              <SegmentedControl
                aria-labelledby="reference-units-label"
                data={UNIT_OPTIONS}
                value={unitSystem}
                onChange={(value) => {
                  const parsed = UnitSystemSchema.safeParse(value);
                  if (parsed.success) setChosen(parsed.data);
                }}
              />
            </Stack>
            <Button variant="default" onClick={() => window.print()} mt="lg">
              Print
            </Button>
          </Group>
        }
      >
        <ReferenceSearch />
        <div className={classes.layout}>
          <nav aria-label="Reference topics" className={classes.nav}>
            <ReferenceNav />
          </nav>
          <div>
            <Outlet />
          </div>
        </div>
      </PageFrame>
    </ReferenceUnitsContext.Provider>
  );
}
