import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { CONVERTER_TOPIC, DOMAINS, FORMULAS_TOPIC } from './library';
import { plural } from '../plural';

/** The topics of the reference: overview, formula sheet, converter, then the tables by domain. */
export function ReferenceNav() {
  const topic = useParams({ strict: false, select: (params) => params.topic });
  return (
    <Stack gap={2}>
      <NavLink
        component={Link}
        to="/reference"
        label="Overview"
        active={topic === undefined}
        activeOptions={{ exact: true }}
      />
      <NavLink
        renderRoot={(props) => (
          <Link to="/reference/$topic" params={{ topic: FORMULAS_TOPIC }} {...props} />
        )}
        label="Formula sheet"
        active={topic === FORMULAS_TOPIC}
      />
      <NavLink
        renderRoot={(props) => (
          <Link to="/reference/$topic" params={{ topic: CONVERTER_TOPIC }} {...props} />
        )}
        label="Unit converter"
        active={topic === CONVERTER_TOPIC}
      />
      {DOMAINS.filter((domain) => domain.tables.length > 0).map((domain) => (
        <NavLink
          key={domain.id}
          label={domain.title}
          description={plural(domain.tables.length, 'table')}
          defaultOpened={domain.tables.some((table) => table.id === topic)}
          childrenOffset="sm"
        >
          {domain.tables.map((table) => (
            <NavLink
              key={table.id}
              renderRoot={(props) => (
                <Link to="/reference/$topic" params={{ topic: table.id }} {...props} />
              )}
              label={<Text size="sm">{table.title}</Text>}
              active={table.id === topic}
            />
          ))}
        </NavLink>
      ))}
    </Stack>
  );
}
