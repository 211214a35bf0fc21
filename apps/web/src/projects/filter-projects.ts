import { displayName, type ProjectRecord } from '@org/data';

/** Case- and accent-insensitive form of a text, for matching what people type. */
const fold = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The projects whose name or description contains every word of `query`, in their list order
 * (newest first). A damaged project is matched by the name it shows (its raw name if it has one).
 */
export function filterProjects(
  records: readonly ProjectRecord[],
  query: string,
): readonly ProjectRecord[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return records;
  return records.filter((record) => {
    const haystack = fold(
      record.status === 'ok'
        ? `${record.name}\n${record.description}`
        : `${displayName(record)}\n${typeof record.raw['description'] === 'string' ? record.raw['description'] : ''}`,
    );
    return words.every((word) => haystack.includes(word));
  });
}
