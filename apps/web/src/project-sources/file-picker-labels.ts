import { formatDateTime } from '../format-date';

/** A saved file as a picker lists it. */
export interface PickableFile {
  readonly fileId: string;
  readonly name: string;
  /** When it was last saved; absent for a file never saved again after its creation. */
  readonly savedAt?: Date | undefined;
}

/**
 * Each file's label in a picker: its name, and for a name two files share, when each was last saved,
 * then "(2)", "(3)" if that is the same too, so no two choices read alike (issue 44: two files of
 * one name were two identical lines in the list).
 */
export function filePickerLabels(files: readonly PickableFile[]): Map<string, string> {
  const byName = new Map<string, PickableFile[]>();
  for (const file of files) byName.set(file.name, [...(byName.get(file.name) ?? []), file]);
  const labels = new Map<string, string>();
  const taken = new Set<string>();
  for (const file of files) {
    const shared = (byName.get(file.name)?.length ?? 0) > 1;
    let label =
      shared && file.savedAt !== undefined
        ? `${file.name} (saved ${formatDateTime(file.savedAt)})`
        : file.name;
    if (shared) {
      const base = label;
      for (let n = 2; taken.has(label); n += 1) label = `${base} (${n})`;
    }
    taken.add(label);
    labels.set(file.fileId, label);
  }
  return labels;
}

/** A picker's choices, in the files' order: each file's id and its label (filePickerLabels). */
export function filePickerData(files: readonly PickableFile[]): { value: string; label: string }[] {
  const labels = filePickerLabels(files);
  return files.map((file) => ({ value: file.fileId, label: labels.get(file.fileId) ?? file.name }));
}

/** The names that two or more of `files` share. */
export function sharedFileNames(files: readonly { readonly name: string }[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { name } of files) (seen.has(name) ? shared : seen).add(name);
  return shared;
}
