import { Modal } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './ChartFullScreen.module.css';
import { FullScreenContext } from './full-screen-context';

export interface ChartFullScreenDialogProps {
  /** The chart's name, the dialog's title; required. */
  title: string;
  /** Whether the dialog is open; required. */
  opened: boolean;
  /** Closes the dialog (Esc, the close button); required. */
  onClose: () => void;
  /** The chart, drawn again inside the dialog while it is open; required. */
  children: ReactNode;
}

/**
 * The full-screen dialog of a chart. Its own module, loaded on the first "Full screen" click, so a
 * page with a chart (the public /heat-load among them) does not carry Mantine's modal, focus trap
 * and scroll lock in its first load (issue 18).
 */
export default function ChartFullScreenDialog({
  title,
  opened,
  onClose,
  children,
}: ChartFullScreenDialogProps) {
  const { height: screenHeightPx } = useViewportSize();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      fullScreen
      title={title}
      closeButtonProps={{ 'aria-label': 'Close full screen' }}
      classNames={{ body: classes.body, title: classes.title }}
    >
      {opened ? (
        <FullScreenContext.Provider value={screenHeightPx}>{children}</FullScreenContext.Provider>
      ) : null}
    </Modal>
  );
}
