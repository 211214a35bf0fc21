import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './ChartFullScreen.module.css';

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

/**
 * A chart with a "Full screen" button that opens it in a full-screen dialog: a real button (Enter
 * or Space), a dialog named by the chart's title that holds the focus while open, closes with Esc
 * or its close button and gives the focus back to the button. One for every chart of the app.
 */
export function ChartFullScreen({ title, children }: ChartFullScreenProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <div className={classes.root}>
      <Group justify="flex-end" className={classes.bar}>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={open}
          aria-haspopup="dialog"
          aria-label={`Full screen: ${title}`}
        >
          Full screen
        </Button>
      </Group>
      {children}
      <Modal
        opened={opened}
        onClose={close}
        fullScreen
        title={title}
        closeButtonProps={{ 'aria-label': 'Close full screen' }}
        classNames={{ body: classes.body, title: classes.title }}
      >
        {opened ? children : null}
      </Modal>
    </div>
  );
}
