import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CALCULATORS } from '../calculators/catalog';
import classes from './dashboard.module.css';

/** The reference's tile, after the calculators': its title is the reference page's heading. */
export const REFERENCE_TILE = {
  title: 'ASHRAE reference',
  description: 'Tables, formulas and a unit converter: the data the calculators use, with sources',
} as const;

/**
 * A tile for every calculator of the catalog (its one name and description; the equipment schedule
 * included), each opening /calculators/{type}, and one for the reference.
 */
export function CalculatorShortcuts() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm" component="ul" p={0} m={0}>
      {CALCULATORS.map((calculator) => (
        <Tile
          key={calculator.route}
          title={calculator.title}
          description={calculator.description}
          renderRoot={(props) => (
            <Link
              to="/calculators/$calculatorType"
              params={{ calculatorType: calculator.route }}
              {...props}
            />
          )}
        />
      ))}
      <Tile {...REFERENCE_TILE} renderRoot={(props) => <Link to="/reference" {...props} />} />
    </SimpleGrid>
  );
}

/** One tile: a link (drawn by `renderRoot`) with the title over its description. */
function Tile({
  title,
  description,
  renderRoot,
}: {
  title: string;
  description: string;
  renderRoot: (props: Record<string, unknown>) => ReactNode;
}) {
  return (
    <li className={classes.tileItem}>
      <UnstyledButton className={classes.tile} renderRoot={renderRoot}>
        <Paper withBorder p="sm" radius="md" h="100%" className={classes.tilePaper}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </Paper>
      </UnstyledButton>
    </li>
  );
}
