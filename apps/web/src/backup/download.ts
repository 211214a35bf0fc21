/**
 * Saves text as a file through the browser's download, the only way a web page can write a file.
 * The object URL is revoked on the next task, after the click has started the download.
 */
export function downloadText(
  fileName: string,
  text: string,
  type = 'application/json;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
