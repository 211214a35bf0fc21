/** What happened to a CSV the user asked to copy. */
export type CsvDelivery = 'copied' | 'downloaded';

/** Saves text as a file through a temporary link (works without clipboard permission). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
    downloadText(text, fileName);
    return 'downloaded';
  }
}
