import { Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import {
  CONVERTER_QUANTITIES,
  convertFrom,
  roundForInput,
  type ConverterQuantity,
} from './converter';
import classes from './reference.module.css';
import { ReferenceSection } from './ReferenceSection';
import { useHashTarget } from './use-hash-target';

/** The two fields of a row, in this order. */
const UNIT_SYSTEMS: readonly UnitSystem[] = ['Imperial', 'Metric'];

function ConverterRow({
  quantity,
  highlighted,
}: {
  quantity: ConverterQuantity;
  highlighted: boolean;
}) {
  const [values, setValues] = useState({ Imperial: '', Metric: '' });

  const change = (from: UnitSystem, text: string) => {
    const converted = convertFrom(text, quantity.id, from);
    const to = from === 'Imperial' ? 'Metric' : 'Imperial';
    setValues({
      [from]: text,
      [to]: converted === null ? '' : String(roundForInput(converted)),
    } as typeof values);
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      id={`convert-${quantity.id}`}
      tabIndex={-1}
      component="fieldset"
      className={highlighted ? `${classes.target} ${classes.highlighted}` : classes.target}
      style={{ margin: 0, minWidth: 0 }}
    >
      <Text component="legend" fw={600} size="sm" px={4}>
        {quantity.label}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {UNIT_SYSTEMS.map((system) => {
          const unit = system === 'Imperial' ? quantity.imperialUnit : quantity.metricUnit;
          return (
            <TextInput
              key={system}
              label={`${quantity.label} in ${unit}`}
              inputMode="decimal"
              value={values[system]}
              onChange={(event) => change(system, event.currentTarget.value)}
              rightSection={
                <Text size="xs" c="dimmed">
                  {unit}
                </Text>
              }
              rightSectionWidth={Math.max(40, unit.length * 8 + 12)}
            />
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

/** A two-way converter for every quantity the product uses; the arithmetic is hvac-core's. */
export function UnitConverter() {
  const hash = useHashTarget('convert-', 'center', (target) => target.querySelector('input'));

  return (
    <ReferenceSection
      titleId="converter-title"
      title="Unit converter"
      intro="Type a value in either unit; the other updates. These are the units every calculator shows (NIST SP 811 factors; temperatures with their offset)."
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {CONVERTER_QUANTITIES.map((quantity) => (
          <ConverterRow
            key={quantity.id}
            quantity={quantity}
            highlighted={hash === `convert-${quantity.id}`}
          />
        ))}
      </SimpleGrid>
    </ReferenceSection>
  );
}
