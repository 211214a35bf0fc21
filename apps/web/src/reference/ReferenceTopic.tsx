import { Alert, Anchor } from '@mantine/core';
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
  return (
    <Alert color="yellow" title="No such topic" role="status">
      The reference has no topic “{topic}”. Search above, or go back to the{' '}
      <Anchor component={Link} to="/reference">
        overview
      </Anchor>
      .
    </Alert>
  );
}
