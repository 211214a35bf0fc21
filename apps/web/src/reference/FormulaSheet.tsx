import { Anchor, Paper, Stack, Table, Title } from '@mantine/core';
import type { ReferenceFormula } from '@org/hvac-core/reference';
import { CalculatorLinks } from './CalculatorLinks';
import { DOMAINS, VALIDATION_PATH, formulaHash } from './library';
import { MathTex } from './MathTex';
import { Fact, ReferenceSection } from './ReferenceSection';
import classes from './reference.module.css';
import { useReferenceUnits } from './units-context';
import { useHashTarget } from './use-hash-target';

function FormulaCard({
  formula,
  highlighted,
}: {
  formula: ReferenceFormula;
  highlighted: boolean;
}) {
  const unitSystem = useReferenceUnits();
  const id = formulaHash(formula.id);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id={id}
      tabIndex={-1}
      component="article"
      aria-labelledby={`${id}-title`}
      className={`${classes.formula} ${classes.target} ${highlighted ? classes.highlighted : ''}`}
    >
      <Stack gap="sm">
        <Title order={4} id={`${id}-title`}>
          {formula.title}
        </Title>
        <MathTex tex={formula.tex} display label={`Equation: ${formula.title}`} />
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Caption>
            Symbols of “{formula.title}”, {unitSystem} units
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Symbol</Table.Th>
              <Table.Th scope="col">Meaning</Table.Th>
              <Table.Th scope="col">Unit ({unitSystem})</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {formula.symbols.map((symbol) => (
              <Table.Tr key={symbol.tex}>
                <Table.Th scope="row" fw={400}>
                  <MathTex tex={symbol.tex} />
                </Table.Th>
                <Table.Td>{symbol.meaning}</Table.Td>
                <Table.Td>{symbol.unit ? symbol.unit[unitSystem] : 'dimensionless'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Fact label="Valid range">{formula.validRange}</Fact>
        <Fact label="Reference">{formula.reference}</Fact>
        <CalculatorLinks domains={formula.usedBy} />
      </Stack>
    </Paper>
  );
}

/** Every formula the calculators use, by domain, rendered as mathematics. */
export function FormulaSheet() {
  const hash = useHashTarget('formula-', 'start');

  return (
    <ReferenceSection
      titleId="formula-sheet-title"
      title="Formula sheet"
      intro={
        <>
          The equations the calculators implement, each with its symbols, the range the engine
          applies it in, and its source exactly as the engine cites it. The published cases each is
          checked against, with their verdicts, are on the{' '}
          <Anchor href={VALIDATION_PATH}>validation page</Anchor>.
        </>
      }
      gap="lg"
    >
      {DOMAINS.filter((domain) => domain.formulas.length > 0).map((domain) => (
        <Stack
          gap="md"
          key={domain.id}
          component="section"
          aria-labelledby={`formulas-${domain.id}`}
        >
          <Title order={3} id={`formulas-${domain.id}`}>
            {domain.title}
          </Title>
          {domain.formulas.map((formula) => (
            <FormulaCard
              key={formula.id}
              formula={formula}
              highlighted={hash === formulaHash(formula.id)}
            />
          ))}
        </Stack>
      ))}
    </ReferenceSection>
  );
}
