import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';
import { PageFrame } from '@org/ui';
import { Outlet, useRouter } from '@tanstack/react-router';
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

  // The reference works offline once loaded: KaTeX and the topic and overview pages (each its own
  // chunk) are fetched now, so every topic still opens and renders if the connection drops later.
  const router = useRouter();
  useEffect(() => {
    void loadKatex().catch(() => undefined);
    for (const id of ['/_authenticated/reference/$topic', '/_authenticated/reference/'] as const) {
      void Promise.resolve(router.loadRouteChunk(router.routesById[id])).catch(() => undefined);
    }
  }, [router]);

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
