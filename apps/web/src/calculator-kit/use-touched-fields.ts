import { useCallback, useState } from 'react';

/** Messages by field: any key for free-form paths, the named fields otherwise. */
export type FieldMessages<K extends string> = string extends K
  ? Record<string, string>
  : Partial<Record<K, string>>;

export interface TouchedFields<K extends string> {
  /** Marks a field as edited or left; its message shows from then on. */
  touch: (key: K) => void;
  /** Whether a field has been touched. */
  isTouched: (key: K) => boolean;
  /** Every current message, shown or not, for the "fix these" list. */
  errorEntries: [K, string][];
  /** The messages of touched fields only, for the inline messages. */
  visibleErrors: FieldMessages<K>;
}

export interface TouchedFieldsOptions {
  /**
   * A list's own message (say "all months are 0") also shows once any of its items is touched:
   * `months` counts as touched when `months.3` is.
   */
  includeNested?: boolean;
  /**
   * Every message shows once any field is touched: for forms where one field makes another
   * invalid (a refrigerant whose table does not reach the entered temperatures).
   */
  anyField?: boolean;
}

/**
 * A form's field messages show once the user has edited or left that field, never on arrival: the
 * one bookkeeping of touched fields every calculator shares.
 *
 * @param errors - The current message of each invalid field (undefined entries are ignored).
 * @param options - See {@link TouchedFieldsOptions}.
 */
export function useTouchedFields<K extends string>(
  errors: Partial<Record<K, string | undefined>>,
  options: TouchedFieldsOptions = {},
): TouchedFields<K> {
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const touch = useCallback((key: K): void => {
    setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
  }, []);
  const isTouched = (key: K): boolean =>
    touched.has(key) ||
    (options.anyField === true && touched.size > 0) ||
    (options.includeNested === true && [...touched].some((t) => t.startsWith(`${key}.`)));
  const errorEntries = (Object.entries(errors) as [K, string | undefined][]).filter(
    (entry): entry is [K, string] => entry[1] !== undefined,
  );
  const visible: Partial<Record<K, string>> = {};
  for (const [key, message] of errorEntries) if (isTouched(key)) visible[key] = message;
  // Every value set above is a string: the record fits either shape of FieldMessages.
  return { touch, isTouched, errorEntries, visibleErrors: visible as FieldMessages<K> };
}
