// pdfmake 0.3 ships no types; only what generate-pdf.ts uses is declared.
declare module 'pdfmake/build/pdfmake' {
  interface PdfMakeDocument {
    getBlob(): Promise<Blob>;
  }
  interface PdfMakeStatic {
    addVirtualFileSystem(vfs: Record<string, string>): void;
    createPdf(definition: Record<string, unknown>): PdfMakeDocument;
  }
  const pdfMake: PdfMakeStatic & { default?: PdfMakeStatic };
  export default pdfMake;
}

declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string> & { default?: Record<string, string> };
  export default vfs;
}
