import type { Damaged } from '@org/data';

/** What is kept of a damaged document when the user downloads it: enough to repair or re-enter it. */
export interface RawDataExport {
  readonly kind: 'project' | 'file';
  readonly id: string;
  /** Where it was stored, for a file: its project and collection. */
  readonly location?: { readonly projectId: string; readonly collection: string };
  /** Why it could not be read. */
  readonly issues: Damaged['issues'];
  /** The document exactly as stored (timestamps as ISO strings). */
  readonly raw: Damaged['raw'];
}

/** The JSON text of a damaged document's export. Dates become ISO strings through `Date#toJSON`. */
export function rawDataJson(entry: RawDataExport): string {
  return `${JSON.stringify({ damaged: true, ...entry }, null, 2)}\n`;
}

/** `damaged-project-{id}.json` / `damaged-file-{id}.json`, with the id made safe for a file name. */
export function rawDataFileName(entry: Pick<RawDataExport, 'kind' | 'id'>): string {
  const safeId = entry.id.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80) || 'item';
  return `damaged-${entry.kind}-${safeId}.json`;
}
