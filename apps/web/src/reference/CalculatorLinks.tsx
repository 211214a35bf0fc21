import { Anchor, Group, Text } from '@mantine/core';
import type { CalculatorDomain } from '@org/hvac-core/reference';
import { Link } from '@tanstack/react-router';
import { calculatorByDomain } from '../calculators/catalog';

/**
 * Links to the calculators that use a table or a formula. The library names engine domains; the
 * catalog knows which page computes with each (the reference is for signed-in users, so every link
 * opens the workspace).
 */
export function CalculatorLinks({ domains }: { domains: readonly CalculatorDomain[] }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dimmed" component="span">
        Used by:
      </Text>
      {domains.map((domain, index) => {
        const calculator = calculatorByDomain(domain);
        return (
          <Text size="sm" component="span" key={domain}>
            {calculator ? (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    to="/calculators/$calculatorType"
                    params={{ calculatorType: calculator.route }}
                    {...props}
                  />
                )}
              >
                {calculator.title}
              </Anchor>
            ) : (
              domain
            )}
            {index < domains.length - 1 ? ',' : ''}
          </Text>
        );
      })}
    </Group>
  );
}
