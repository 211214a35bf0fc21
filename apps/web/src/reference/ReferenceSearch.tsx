import { CloseButton, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FORMULAS, TABLES } from './library';
import classes from './reference.module.css';
import { buildSearchIndex, searchReference, type SearchResult } from './search';
import { useReferenceUnits } from './units-context';

const KIND_LABELS: Readonly<Record<SearchResult['kind'], string>> = {
  row: 'Row',
  table: 'Table',
  formula: 'Formula',
  converter: 'Converter',
};

/** Search across the library; each result opens its topic at the row or formula it found. */
export function ReferenceSearch() {
  const unitSystem = useReferenceUnits();
  const index = useMemo(() => buildSearchIndex(TABLES, FORMULAS, unitSystem), [unitSystem]);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 120);
  const results = useMemo(() => searchReference(index, debounced), [index, debounced]);
  const searching = debounced.trim().length > 0;

  return (
    <Stack gap={6} className={classes.noPrint} role="search">
      <TextInput
        label="Search the reference"
        description="Table names and contents (words or numbers, in either unit system), formulas and units"
        placeholder="e.g. 62.1 office, 2.067, Colebrook"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
        }}
        rightSection={
          query ? <CloseButton aria-label="Clear the search" onClick={() => setQuery('')} /> : null
        }
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {searching
          ? results.length === 0
            ? 'No matches.'
            : `${results.length === 40 ? 'First 40' : results.length} ${results.length === 1 ? 'match' : 'matches'}.`
          : ''}
      </Text>
      {searching && results.length > 0 ? (
        <Paper withBorder p={4} className={classes.results}>
          <ul aria-label="Search results" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {results.map((result) => (
              <li key={`${result.topic}#${result.hash}`}>
                <Link
                  to="/reference/$topic"
                  params={{ topic: result.topic }}
                  hash={result.hash || undefined}
                  className={classes.resultLink}
                >
                  <Text size="sm" fw={600} component="span" display="block">
                    {result.title}
                  </Text>
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {KIND_LABELS[result.kind]} · {result.context}
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        </Paper>
      ) : null}
    </Stack>
  );
}
