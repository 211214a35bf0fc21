import { z } from 'zod';

/**
 * The fields every link from one saved file to another shares: the linked file's id, its name and
 * when it had last been saved at the time its figures were taken, so that the linking file can say
 * which file its figures came from and when that file has changed since (the design chain). Each
 * message starts with the link's name ("Duty source file id must be a text.").
 *
 * @param linkName - What the link is called in messages, capitalised: 'Duty source', 'Load source'.
 * @returns The zod shape of the three fields, to spread into the link's own object schema.
 */
export function savedFileLinkFields(linkName: string) {
  return {
    fileId: z
      .string({ error: `${linkName} file id must be a text.` })
      .min(1, `${linkName} file id must not be empty.`)
      .max(1500, `${linkName} file id must be at most 1500 characters.`),
    /** The file's name when its figures were taken. */
    fileName: z
      .string({ error: `${linkName} file name must be a text.` })
      .max(200, `${linkName} file name must be at most 200 characters.`)
      .default(''),
    /** When the file had last been saved at the time its figures were taken (ISO 8601). */
    savedAt: z
      .string({ error: `${linkName} saved time must be a text.` })
      .max(40, `${linkName} saved time must be at most 40 characters.`)
      .optional(),
  };
}
