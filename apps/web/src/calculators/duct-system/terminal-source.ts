import { DuctSystemInputSchema } from '@org/hvac-core/duct-system';
import { z } from 'zod';

/** Most rooms one import records: one per terminal, and a system has at most 1,000 sections. */
const MAX_LINKED_ROOMS = 1000;
const TEXT_MAX = 200;

const text = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(TEXT_MAX, { error: `${label} must be at most ${TEXT_MAX} characters.` });

/** One room of the source file and the runout section its terminal was given to. */
export const LinkedRoomSchema = z.object(
  {
    roomId: text('Room id'),
    roomName: text('Room name'),
    sectionId: text('Section id'),
    /** The room's supply airflow as imported, m³/s (SI, so a unit switch leaves the record alone). */
    airflowM3s: z.number({ error: 'Imported airflow must be a number.' }).finite().nonnegative(),
  },
  { error: 'A linked room must be an object.' },
);
export type LinkedRoom = z.output<typeof LinkedRoomSchema>;

/**
 * Where the terminals' airflows came from: a saved building-load file of the project (its id and
 * name when imported), when, and each room's supply airflow as it was then, so that the page can
 * say when the file's rooms need other airflows now.
 */
export const TerminalSourceSchema = z.object(
  {
    fileId: text('Source file id').min(1, { error: 'Source file id is required.' }),
    fileName: text('Source file name'),
    /** ISO 8601 time of the import. */
    importedAt: text('Import time'),
    rooms: z
      .array(LinkedRoomSchema, { error: 'Linked rooms must be a list.' })
      .max(MAX_LINKED_ROOMS, { error: `At most ${MAX_LINKED_ROOMS} linked rooms.` }),
  },
  { error: 'The terminal source must be an object.' },
);
export type TerminalSource = z.output<typeof TerminalSourceSchema>;

/**
 * The duct system file as the app stores it: the engine's input (its checks kept) and the link to
 * the building-load file its terminals were filled from.
 */
export const DuctSystemFileSchema = DuctSystemInputSchema.safeExtend({
  terminalSource: TerminalSourceSchema.optional(),
});

/** A valid duct system file: the engine's input and the terminals' source. */
export type DuctSystemFile = z.output<typeof DuctSystemFileSchema>;
/** A duct system file as the form holds it. */
export type DuctSystemFileDraft = z.input<typeof DuctSystemFileSchema>;
