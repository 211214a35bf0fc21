import { Anchor, Code, Group, Text } from '@mantine/core';
import { PageFrame } from '@org/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useHydrated } from '../../hydration';
import { useHandOverEarlyInput } from '../../early-input';

/** Shown for any path the app has no page for (spec §2). */
export function NotFound() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useHandOverEarlyInput();
  // The prerendered not-found page serves every unknown path: it names the path once hydrated.
  const hydrated = useHydrated();
  return (
    <PageFrame title="Page not found">
      <Text>
        There is no page at {hydrated ? <Code>{pathname}</Code> : 'this address'}. The address may
        be mistyped, or the page may have moved.
      </Text>
      <Group gap="lg">
        {/* The home page belongs to the marketing site: a full navigation. */}
        <Anchor href="/">Go to the home page</Anchor>
        <Anchor renderRoot={(props) => <Link to="/heat-load" {...props} />}>
          Open the heat-load calculator
        </Anchor>
      </Group>
    </PageFrame>
  );
}
