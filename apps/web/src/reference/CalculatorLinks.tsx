import { Anchor, Group, Text } from '@mantine/core';
import type { CalculatorRoute } from '@org/hvac-core/reference';
import { Link } from '@tanstack/react-router';
import { calculatorBySegment } from '../calculators/catalog';

/** The catalog's name of a calculator page a table links to. */
function nameOf(route: CalculatorRoute): string {
  return calculatorBySegment(route.replace(/^\/(calculators\/)?/, ''))?.title ?? route;
}

/** Links to the calculators that use a table or a formula. */
export function CalculatorLinks({ routes }: { routes: readonly CalculatorRoute[] }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dimmed" component="span">
        Used by:
      </Text>
      {routes.map((route, index) => (
        <Text size="sm" component="span" key={route}>
          {route === '/heat-load' ? (
            <Anchor component={Link} to="/heat-load">
              {nameOf(route)}
            </Anchor>
          ) : (
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/calculators/$calculatorType"
                  params={{ calculatorType: route.replace('/calculators/', '') }}
                  {...props}
                />
              )}
            >
              {nameOf(route)}
            </Anchor>
          )}
          {index < routes.length - 1 ? ',' : ''}
        </Text>
      ))}
    </Group>
  );
}
