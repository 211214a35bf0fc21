import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FormulaSheet } from './FormulaSheet';
import { CONVERTER_TOPIC, FORMULAS_TOPIC, tableEntry } from './library';
import { ReferenceTableView } from './ReferenceTableView';
import { UnitConverter } from './UnitConverter';

/** /reference/{topic}: the formula sheet, the converter or one table. */
export function ReferenceTopic({ topic }: { topic: string }) {
  if (topic === FORMULAS_TOPIC) return <FormulaSheet />;
  if (topic === CONVERTER_TOPIC) return <UnitConverter />;
  const entry = tableEntry(topic);
  if (entry) return <ReferenceTableView key={entry.table.id} entry={entry} />;
  return <TopicNotFound topic={topic} />;
}

/** An address under /reference that names no topic: said so, never the overview in its place. */
function TopicNotFound({ topic }: { topic: string }) {
  return (
    <Stack gap="xs" align="flex-start" data-testid="reference-topic-not-found">
      <Title order={2}>Topic not found</Title>
      <Text>
        The reference has no topic <Code>{topic}</Code>. The address may be mistyped, or the topic
        may have moved. Search above, or:
      </Text>
      <Anchor component={Link} to="/reference">
        Back to the reference overview
      </Anchor>
    </Stack>
  );
}
