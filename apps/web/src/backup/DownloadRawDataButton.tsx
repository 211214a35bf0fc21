import { Button, type ButtonProps } from '@mantine/core';
import { downloadText } from '@org/ui';
import { rawDataFileName, rawDataJson, type RawDataExport } from './raw-data';

export interface DownloadRawDataButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** The damaged document to save; required. */
  entry: RawDataExport;
  /** Accessible name, naming the item when several are listed; default 'Download raw data'. */
  'aria-label'?: string;
}

/** Saves a damaged document's raw data as JSON, so nothing a schema rejects is ever lost. */
export function DownloadRawDataButton({
  entry,
  size = 'xs',
  variant = 'light',
  'aria-label': ariaLabel,
}: DownloadRawDataButtonProps) {
  return (
    <Button
      size={size}
      variant={variant}
      aria-label={ariaLabel}
      onClick={() => downloadText(rawDataFileName(entry), rawDataJson(entry))}
    >
      Download raw data
    </Button>
  );
}
