import { Anchor, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  CONVERTER_TOPIC,
  DOMAINS,
  FORMULAS,
  FORMULAS_TOPIC,
  TABLES,
  VALIDATION_PATH,
} from './library';
import { plural } from '../plural';
import { ReferenceSection } from './ReferenceSection';
import type { ReactNode } from 'react';

/** /reference: what the library holds, by domain. */
export function ReferenceOverview() {
  return (
    <ReferenceSection
      titleId="reference-overview-title"
      title="Overview"
      intro={
        <>
          {TABLES.length} tables and {FORMULAS.length} formulas, generated from the same engine data
          the calculators use. Open the <TopicLink topic={FORMULAS_TOPIC}>formula sheet</TopicLink>,
          the <TopicLink topic={CONVERTER_TOPIC}>unit converter</TopicLink>, or a table below. Every
          published case the engine is tested against, with its source, tolerance and verdict, is on
          the <Anchor href={VALIDATION_PATH}>validation page</Anchor>.
        </>
      }
    >
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
                    <TopicLink topic={table.id}>{table.title}</TopicLink>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </ReferenceSection>
  );
}

/** A link to a topic of the reference: a table, the formula sheet or the converter. */
function TopicLink({ topic, children }: { topic: string; children: ReactNode }) {
  return (
    <Anchor renderRoot={(props) => <Link to="/reference/$topic" params={{ topic }} {...props} />}>
      {children}
    </Anchor>
  );
}
