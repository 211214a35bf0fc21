import { downloadBlob } from '@org/ui';

/** What happened to a CSV the user asked to copy. */
export type CsvDelivery = 'copied' | 'downloaded';

/** Saves a CSV as a file (works without clipboard permission). */
export function downloadCsv(text: string, fileName: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

/**
 * Puts the CSV on the clipboard; where the clipboard is unavailable or refused (an insecure
 * origin, a denied permission), downloads it instead, so the user always gets the table.
 */
export async function copyCsv(text: string, fileName: string): Promise<CsvDelivery> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard API');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    downloadCsv(text, fileName);
    return 'downloaded';
  }
}
