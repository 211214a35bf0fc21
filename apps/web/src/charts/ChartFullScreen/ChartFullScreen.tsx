import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useContext, useRef, useState, type ReactNode } from 'react';
import classes from './ChartFullScreen.module.css';
import { FullScreenContext } from './full-screen-context';
import { loadWithRetry, retryableImport } from '../../lazy/load-with-retry';

// A failed load is tried again (loadWithRetry): React keeps a lazy component's first failure.
const importDialog = retryableImport(() => import('./ChartFullScreenDialog'));
const ChartFullScreenDialog = lazy(() => loadWithRetry(importDialog));

export interface ChartFullScreenProps {
  /** The chart's name: the full-screen view's title and part of the button's name; required. */
  title: string;
  /**
   * The chart (and whatever reads with it: a legend, a pointer readout), drawn in the page and
   * drawn again in the full-screen view, where a chart that measures its box fills the screen;
   * required.
   */
  children: ReactNode;
}

/** Share of the screen's height a chart takes in the full-screen view (the rest: title, legend). */
const FULL_SCREEN_HEIGHT_SHARE = 0.7;

/**
 * The height to draw a chart at: `height` in the page, and in the full-screen view most of the
 * screen's height (never less than `height`), so the chart grows both ways there.
 */
export function useChartHeight(height: number): number {
  const screenHeightPx = useContext(FullScreenContext);
  return screenHeightPx === null
    ? height
    : Math.max(height, Math.round(screenHeightPx * FULL_SCREEN_HEIGHT_SHARE));
}

/**
 * A chart with a "Full screen" button that opens it in a full-screen dialog: a real button (Enter
 * or Space), a dialog named by the chart's title that holds the focus while open, closes with Esc
 * or its close button and gives the focus back to the button. One for every chart of the app.
 */
export function ChartFullScreen({ title, children }: ChartFullScreenProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog's code is fetched on the first opening and kept mounted after it (closing animates).
  const [wanted, setWanted] = useState(false);
  // The dialog mounts already open, so it cannot note where the focus was: the button takes it back.
  const button = useRef<HTMLButtonElement>(null);
  const closeAndReturn = (): void => {
    close();
    button.current?.focus();
  };
  return (
    <div className={classes.root}>
      <Group justify="flex-end" className={classes.bar}>
        <Button
          ref={button}
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setWanted(true);
            open();
          }}
          aria-haspopup="dialog"
          aria-label={`Full screen: ${title}`}
        >
          Full screen
        </Button>
      </Group>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ChartFullScreenDialog title={title} opened={opened} onClose={closeAndReturn}>
            {children}
          </ChartFullScreenDialog>
        </Suspense>
      ) : null}
    </div>
  );
}
