/**
 * Saves a blob as a file through the browser's download, the only way a web page can write a file:
 * a hidden link is clicked. The object URL is revoked later, since some browsers read the blob
 * after `click()` returns.
 *
 * @param fileName - The name offered for the file, e.g. "Office.json".
 * @param blob - The file's content and type.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves text as a file (see {@link downloadBlob}).
 *
 * @param fileName - The name offered for the file, e.g. "Rooms.csv".
 * @param text - The file's text.
 * @param type - Its media type; default JSON in UTF-8 (backups, raw data).
 */
export function downloadText(
  fileName: string,
  text: string,
  type = 'application/json;charset=utf-8',
): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
