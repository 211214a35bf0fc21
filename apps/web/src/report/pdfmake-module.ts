/** The part of pdfmake the app uses. */
export interface PdfMake {
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
 * pdfmake with its fonts, from its module and its fonts' module as loaded (the UMD builds arrive as
 * `default` or as the module itself depending on the bundler).
 */
export function loadPdfMake(pdfMakeModule: unknown, fontsModule: unknown): PdfMake {
  const pdfMake = unwrapDefault<PdfMake>(pdfMakeModule, (value) => 'createPdf' in value);
  const vfs = unwrapDefault<Record<string, string>>(fontsModule, (value) => !('default' in value));
  pdfMake.addVirtualFileSystem(vfs);
  return pdfMake;
}
