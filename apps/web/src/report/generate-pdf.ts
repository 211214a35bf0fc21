import type { PdfRequest, PdfResponse } from './pdf-worker';
import type { PdfDocument, ReportMeta } from './report-document';
import type { ReportContent } from './types';
import { loadWithRetry, retryableImport, type LoadRetryOptions } from '../lazy/load-with-retry';
import { loadPdfMake } from './pdfmake-module';

// Fetched afresh when a try failed (retryableImport).
const importPdfMake = retryableImport(() => import('pdfmake/build/pdfmake'));
const importFonts = retryableImport(() => import('pdfmake/build/vfs_fonts'));
const importReportDocument = retryableImport(() => import('./report-document'));

/**
 * Renders a document to a PDF. pdfmake and its fonts (about 815 KB gzipped) are imported here, on
 * demand, so no page pays for them until a report is asked for (ARCHITECTURE.md, pdfmake 0.3).
 */
export async function generatePdf(
  document: PdfDocument,
  retry: LoadRetryOptions = {},
): Promise<Blob> {
  // Tried again when the connection drops for a moment (loadWithRetry), not lost for the visit.
  const [pdfMakeModule, fontsModule] = await Promise.all([
    loadWithRetry(importPdfMake, retry),
    loadWithRetry(importFonts, retry),
  ]);
  const pdfMake = loadPdfMake(pdfMakeModule, fontsModule);
  return pdfMake.createPdf(document).getBlob();
}

/**
 * Builds a report's PDF in a Web Worker, so that a long report does not freeze the page; where a
 * worker cannot be started or cannot take the data (an old browser, a content that does not clone),
 * it is built here as before.
 */
export async function generateReportPdf(
  content: ReportContent,
  meta: ReportMeta,
  retry: LoadRetryOptions = {},
): Promise<Blob> {
  if (typeof Worker !== 'undefined') {
    try {
      return await new Promise<Blob>((resolve, reject) => {
        const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), { type: 'module' });
        const finish = () => worker.terminate();
        worker.onmessage = (event: MessageEvent<PdfResponse>) => {
          finish();
          if (event.data.ok) resolve(event.data.blob);
          else reject(new Error(event.data.message));
        };
        worker.onerror = (event) => {
          finish();
          reject(new Error(event.message || 'The PDF worker failed.'));
        };
        worker.postMessage({ content, meta } satisfies PdfRequest);
      });
    } catch (error) {
      console.warn('The PDF worker failed; building the report on the page.', error);
    }
  }
  const { buildReportDocument } = await loadWithRetry(importReportDocument, retry);
  return generatePdf(buildReportDocument(content, meta), retry);
}
