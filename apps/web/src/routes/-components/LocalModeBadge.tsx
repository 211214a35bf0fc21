import { Badge, Box } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { loadLocalStackData, type LocalStackData } from '../../data/local-stack';
import classes from './LocalModeBadge.module.css';

const ACCOUNTS = 'Local mode: accounts run on the local Firebase Auth emulator';
const STORE_NAMES = { firestore: ' · Firestore emulator', indexeddb: ' · browser data' } as const;

function explanation(data: LocalStackData | undefined): string {
  if (!data) return `${ACCOUNTS}.`;
  return data.store === 'firestore'
    ? `${ACCOUNTS} and your data on the local Cloud Firestore emulator.`
    : `${ACCOUNTS} and your data stays in this browser (IndexedDB), because ${data.reason}.`;
}

/**
 * Says the app runs on the local stack, and where its data is (the Cloud Firestore emulator, or this
 * browser's IndexedDB when the stack has no emulator), never silently (ARCHITECTURE.md,
 * "Configuration"); it leads to the local mailbox, where the e-mails the emulator would have sent can
 * be opened. Its tooltip is CSS (hover and keyboard focus), so the header loads no positioning code.
 */
export function LocalModeBadge() {
  const [data, setData] = useState<LocalStackData>();
  useEffect(() => {
    let cancelled = false;
    void loadLocalStackData().then((found) => {
      if (!cancelled) setData(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const label = `${explanation(data)} Open the local mailbox.`;
  const store = data ? STORE_NAMES[data.store] : '';
  const inBrowser = data?.store === 'indexeddb';
  return (
    <span className={classes.anchor}>
      <Badge
        renderRoot={(props) => <Link to="/mailbox" {...props} />}
        aria-label={label}
        data-store={data?.store}
        variant="light"
        color={inBrowser ? 'orange' : 'gray'}
        // The light variant's orange text on its tint is 3.6:1; the page's text meets AA on it.
        c={inBrowser ? 'var(--mantine-color-text)' : undefined}
        size="lg"
        radius="sm"
        px={{ base: 6, sm: 'sm' }}
        style={{ textTransform: 'none', cursor: 'pointer', flex: 'none' }}
      >
        <Box component="span" visibleFrom="sm">
          Local mode{store}
        </Box>
        <Box component="span" hiddenFrom="sm">
          Local
        </Box>
      </Badge>
      <span className={classes.tooltip} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
