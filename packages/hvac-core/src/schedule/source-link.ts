import { z } from 'zod';

/**
 * The project collections a schedule row can be filled from, with the product's stored names: heat
 * load (`calculations`), pump head, ventilation and duct calculations.
 */
export const SCHEDULE_SOURCE_COLLECTIONS = [
  'calculations',
  'pumpHeadCalculations',
  'ventilationCalculations',
  'ductCalculations',
] as const;

export type ScheduleSourceCollection = (typeof SCHEDULE_SOURCE_COLLECTIONS)[number];

/** Firestore document ids: 1 to 1500 characters, no "/", not "." or "..", not "__…__". */
function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

const documentId = (label: string) =>
  z.string({ error: `${label} must be text.` }).refine(isDocumentId, {
    error: `${label} must be a document id (1 to 1500 characters, no "/").`,
  });

/**
 * The saved calculation a row was filled from: its collection, file id and, when it lies in another
 * project than the schedule, that project's id.
 */
export const ScheduleSourceLinkSchema = z.object(
  {
    collection: z.enum(SCHEDULE_SOURCE_COLLECTIONS, {
      error: `Source collection must be one of ${SCHEDULE_SOURCE_COLLECTIONS.join(', ')}.`,
    }),
    fileId: documentId('Source file id'),
    projectId: documentId('Source project id').optional(),
  },
  { error: 'Source must be an object with a collection and a file id.' },
);

export type ScheduleSourceLink = z.output<typeof ScheduleSourceLinkSchema>;
