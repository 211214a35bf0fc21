import { Alert, Card, Grid, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  DUCT_FIELD_SPECS,
  DuctCheckInputSchema,
  checkDuctSize,
  type DuctCheckResult,
  type DuctInput,
} from '@org/hvac-core/duct';
import type { UnitSystem } from '@org/hvac-core/units';
import { useId, useMemo, useState } from 'react';
import { NumberField } from '../../calculator-kit/NumberField';
import classes from '../../calculator-kit/calculator-form.module.css';
import { ductResultLines } from './result-tables';

type SizeField = 'diameter' | 'width' | 'height';

export interface DuctCheckPanelProps {
  /**
   * The sizing input as the workspace parsed it (airflow, length, fittings, material and air are
   * shared), or null while the form is invalid; required.
   */
  input: DuctInput | null;
  /** Unit system of the sizes; required. */
  unitSystem: UnitSystem;
  /** Shape of the duct to check; required. */
  shape: 'round' | 'rectangular';
  /** The size to start from (the chosen size), in the draft's units; default blank. */
  initialSize?: Partial<Record<SizeField, number>>;
}

/** The sizer's lines but the size (the user gave it), the equivalent diameter and the flow's figures. */
const NOT_CHECKED = new Set(['size', 'equivalentDiameter', 'reynoldsNumber', 'frictionFactor']);

function evaluateCheck(
  input: DuctInput | null,
  size: Partial<Record<SizeField, number>>,
): { result: DuctCheckResult | null; messages: string[] } {
  if (input === null) {
    return { result: null, messages: ['Correct the sizing inputs above to check a size.'] };
  }
  const parsed = DuctCheckInputSchema.safeParse({ ...input, ...size });
  if (!parsed.success) {
    return {
      result: null,
      messages: [...new Set(parsed.error.issues.map((issue) => issue.message))],
    };
  }
  try {
    return { result: checkDuctSize(parsed.data), messages: [] };
  } catch (error) {
    console.error('Duct size check failed.', error);
    return { result: null, messages: ['The check failed for these inputs.'] };
  }
}

/**
 * The reverse check: a given duct size at the form's airflow gives its velocity, friction rate and
 * losses (hvac-core's checkDuctSize). Its size is not saved with the file.
 */
export function DuctCheckPanel({
  input,
  unitSystem,
  shape,
  initialSize = {},
}: DuctCheckPanelProps) {
  const titleId = useId();
  const [size, setSize] = useState<Partial<Record<SizeField, number>>>(initialSize);
  const fields: SizeField[] = shape === 'round' ? ['diameter'] : ['width', 'height'];
  const { result, messages } = useMemo(
    () =>
      evaluateCheck(
        input,
        shape === 'round'
          ? { diameter: size.diameter }
          : { width: size.width, height: size.height },
      ),
    [input, size, shape],
  );

  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Check a given size
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        The velocity, friction rate and losses of a {shape} duct of your size at the airflow,
        length, fittings, material and air above.
      </Text>
      <Grid gap="lg" mt="sm">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SimpleGrid cols={fields.length} spacing="sm">
            {fields.map((field) => (
              <NumberField
                key={field}
                spec={DUCT_FIELD_SPECS[field]}
                id={`duct-check-${field}`}
                name={`check.${field}`}
                unitSystem={unitSystem}
                value={size[field]}
                onChange={(next) =>
                  setSize((previous) => ({
                    ...previous,
                    [field]: typeof next === 'number' ? next : undefined,
                  }))
                }
              />
            ))}
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {messages.length > 0 ? (
            <Alert color="red" title="No check yet">
              <List size="sm" spacing={2}>
                {messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {result ? (
            <Stack gap="xs">
              <Table
                aria-label={`Check of ${result.text.size}`}
                verticalSpacing={4}
                horizontalSpacing="xs"
              >
                <Table.Tbody>
                  {ductResultLines(result)
                    .filter((line) => !NOT_CHECKED.has(line.key))
                    .map((line) => (
                      <Table.Tr key={line.key}>
                        <Table.Th scope="row">{line.label}</Table.Th>
                        <Table.Td className={classes.numeric}>
                          <span data-testid={`check-${line.key}`}>{line.text}</span>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
              {result.warnings.map((warning, index) => (
                <Alert key={`${warning.code}-${index}`} color="yellow" title="Check this">
                  <Text size="sm">{warning.message}</Text>
                </Alert>
              ))}
            </Stack>
          ) : null}
        </Grid.Col>
      </Grid>
    </Card>
  );
}
