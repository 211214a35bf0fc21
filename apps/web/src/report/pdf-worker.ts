/// <reference lib="webworker" />
// Builds a report's PDF off the main thread (issue 23: a 1,000-item bill froze the page for seconds
// in pdfmake). The document is built here from plain data, because its layout callbacks (footer,
// table lines) cannot be posted to a worker.
// pdfmake is imported statically: a worker bundle is one file (no dynamic imports in it).
import pdfMakeModule from 'pdfmake/build/pdfmake';
import fontsModule from 'pdfmake/build/vfs_fonts';
import { loadPdfMake } from './pdfmake-module';
import { buildReportDocument, type ReportMeta } from './report-document';
import type { ReportContent } from './types';

/** What the page posts: the report's content and its letterhead, both plain data. */
export interface PdfRequest {
  readonly content: ReportContent;
  readonly meta: ReportMeta;
}

/** What the worker answers: the PDF, or why it could not be made. */
export type PdfResponse = { ok: true; blob: Blob } | { ok: false; message: string };

declare const self: DedicatedWorkerGlobalScope;

const pdfMake = loadPdfMake(pdfMakeModule, fontsModule);

self.onmessage = async (event: MessageEvent<PdfRequest>) => {
  try {
    const document = buildReportDocument(event.data.content, event.data.meta);
    const blob = await pdfMake.createPdf(document).getBlob();
    self.postMessage({ ok: true, blob } satisfies PdfResponse);
  } catch (error) {
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    } satisfies PdfResponse);
  }
};
