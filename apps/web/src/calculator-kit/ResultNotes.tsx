import { List, Title } from '@mantine/core';

/** A note of an engine result: plain text, or a coded message (`{ code, message }`). */
export type ResultNote = string | { readonly code: string; readonly message: string };

export interface ResultNotesProps {
  /** The calculator's id prefix: the section's heading id is `{idPrefix}-notes-title`; required. */
  idPrefix: string;
  /** The result's notes, in the engine's order; nothing is shown when there are none; required. */
  notes: readonly ResultNote[];
  /** Shows the list in the dimmed text colour; default false. */
  dimmed?: boolean;
}

/** The "Assumptions" section under a calculator's results: the engine's notes, as a list. */
export function ResultNotes({ idPrefix, notes, dimmed = false }: ResultNotesProps) {
  if (notes.length === 0) return null;
  const titleId = `${idPrefix}-notes-title`;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId} mb={4}>
        Assumptions
      </Title>
      <List size="sm" spacing={4} {...(dimmed ? { c: 'dimmed' } : {})}>
        {notes.map((note) =>
          typeof note === 'string' ? (
            <List.Item key={note}>{note}</List.Item>
          ) : (
            <List.Item key={note.code}>{note.message}</List.Item>
          ),
        )}
      </List>
    </section>
  );
}
