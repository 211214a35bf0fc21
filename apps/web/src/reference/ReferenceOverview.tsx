import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CONVERTER_TOPIC, DOMAINS, FORMULAS, FORMULAS_TOPIC, TABLES } from './library';
import { plural } from '../plural';

/** /reference: what the library holds, by domain. */
export function ReferenceOverview() {
  return (
    <Stack gap="md" component="section" aria-labelledby="reference-overview-title">
      <Stack gap={4}>
        <Title order={2} id="reference-overview-title">
          Overview
        </Title>
        <Text size="sm">
          {TABLES.length} tables and {FORMULAS.length} formulas, generated from the same engine data
          the calculators use. Open the{' '}
          <Anchor
            renderRoot={(props) => (
              <Link to="/reference/$topic" params={{ topic: FORMULAS_TOPIC }} {...props} />
            )}
          >
            formula sheet
          </Anchor>
          , the{' '}
          <Anchor
            renderRoot={(props) => (
              <Link to="/reference/$topic" params={{ topic: CONVERTER_TOPIC }} {...props} />
            )}
          >
            unit converter
          </Anchor>
          , or a table below.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {DOMAINS.map((domain) => (
          <Paper
            withBorder
            p="md"
            radius="md"
            key={domain.id}
            component="section"
            aria-labelledby={`overview-${domain.id}`}
          >
            <Title order={3} size="h4" id={`overview-${domain.id}`}>
              {domain.title}
            </Title>
            {domain.formulas.length > 0 ? (
              <Text size="sm" c="dimmed" mb="xs">
                {plural(domain.formulas.length, 'formula')} on the formula sheet
              </Text>
            ) : null}
            {domain.tables.length > 0 ? (
              <List size="sm" spacing={2}>
                {domain.tables.map((table) => (
                  <List.Item key={table.id}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link to="/reference/$topic" params={{ topic: table.id }} {...props} />
                      )}
                    >
                      {table.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
