import type { PdfDocument } from './report-document';

interface PdfMake {
  addVirtualFileSystem(vfs: Record<string, string>): void;
  createPdf(definition: Record<string, unknown>): { getBlob(): Promise<Blob> };
}

/** `module.default ?? module`, one level deeper when the bundler wrapped the CommonJS export twice. */
function unwrapDefault<T>(module: unknown, isIt: (value: object) => boolean): T {
  let value: unknown = module;
  for (let depth = 0; depth < 3; depth += 1) {
    if (value !== null && typeof value === 'object' && isIt(value)) return value as T;
    const inner: unknown = (value as { default?: unknown } | null)?.default;
    if (inner === undefined) break;
    value = inner;
  }
  throw new Error('pdfmake did not load as expected.');
}

/**
 * Renders a document to a PDF. pdfmake and its fonts (about 815 KB gzipped) are imported here, on
 * demand, so no page pays for them until a report is asked for (ARCHITECTURE.md, pdfmake 0.3).
 */
export async function generatePdf(document: PdfDocument): Promise<Blob> {
  const [pdfMakeModule, fontsModule] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  // The UMD builds arrive as `default` or as the module itself depending on the bundler.
  const pdfMake = unwrapDefault<PdfMake>(pdfMakeModule, (value) => 'createPdf' in value);
  const vfs = unwrapDefault<Record<string, string>>(fontsModule, (value) => !('default' in value));
  pdfMake.addVirtualFileSystem(vfs);
  return pdfMake.createPdf(document).getBlob();
}

/** Starts the browser's download of a blob; the object URL is revoked once the click has run. */
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
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
