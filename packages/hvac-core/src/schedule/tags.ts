import { defaultTagPrefix, equipmentTypeInfo } from './equipment-types.js';
import type { EquipmentType } from './equipment-types.js';

/** A tag split into its prefix, number and optional letter suffix ("AHU-12B"). */
interface ParsedTag {
  readonly prefix: string;
  readonly number: number;
  readonly suffix: string;
}

const GENERIC_TAG = /^([A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*)-(\d{1,4})([A-Z]?)$/i;

function parseTag(tag: string): ParsedTag | null {
  const match = GENERIC_TAG.exec(tag.trim());
  if (!match) return null;
  const [, prefix = '', digits = '', suffix = ''] = match;
  return { prefix: prefix.toUpperCase(), number: Number(digits), suffix: suffix.toUpperCase() };
}

/**
 * Whether a tag follows its type's pattern: one of the type's prefixes, a hyphen, a number of 1 to
 * 4 digits and an optional letter (AHU-1, EF-12, P-3A), letters in either case. Custom equipment
 * takes any non-blank tag.
 *
 * @param equipmentType - The row's type.
 * @param tag - The tag as entered.
 * @returns True when the tag fits the type's pattern.
 * @example tagMatchesType('airHandlingUnit', 'AHU-2') //=> true
 */
export function tagMatchesType(equipmentType: EquipmentType, tag: string): boolean {
  if (equipmentType === 'custom') return tag.trim() !== '';
  const parsed = parseTag(tag);
  return parsed !== null && equipmentTypeInfo(equipmentType).tagPrefixes.includes(parsed.prefix);
}

/**
 * A type's tag pattern in words, for a message.
 *
 * @param equipmentType - The row's type.
 * @returns "AHU-1, AHU-2, …", or for several prefixes "EF-1, SF-1, RF-1, TF-1, F-1, …"; "any tag" for custom.
 * @example tagPatternText('pump') //=> 'P-1, CHWP-1, HWP-1, CWP-1, …'
 */
export function tagPatternText(equipmentType: EquipmentType): string {
  const prefixes = equipmentTypeInfo(equipmentType).tagPrefixes;
  if (prefixes.length === 0) return 'any tag';
  if (prefixes.length === 1) return `${prefixes[0] ?? ''}-1, ${prefixes[0] ?? ''}-2, …`;
  return `${prefixes.map((prefix) => `${prefix}-1`).join(', ')}, …`;
}

/**
 * A tag's key for uniqueness within a schedule.
 *
 * @param tag - The tag as entered.
 * @returns The tag trimmed and in upper case.
 * @example tagKey(' ahu-1 ') //=> 'AHU-1'
 */
export function tagKey(tag: string): string {
  return tag.trim().toUpperCase();
}

/**
 * The next tag for a new row of a type: its default prefix and one more than the highest number
 * already used with that prefix (gaps are not filled, so a deleted AHU-2 is never reused while
 * AHU-3 exists). Comparison ignores case.
 *
 * @param equipmentType - The new row's type (custom rows get `EQ-n`).
 * @param existingTags - The tags already in the schedule.
 * @returns The tag, e.g. "AHU-3".
 * @example nextTag('airHandlingUnit', ['AHU-1', 'ahu-2', 'FCU-7']) //=> 'AHU-3'
 */
export function nextTag(equipmentType: EquipmentType, existingTags: readonly string[]): string {
  const prefix = defaultTagPrefix(equipmentType);
  let highest = 0;
  for (const tag of existingTags) {
    const parsed = parseTag(tag);
    if (parsed?.prefix === prefix) highest = Math.max(highest, parsed.number);
  }
  return `${prefix}-${highest + 1}`;
}

/** What `renumberTags` needs of a row. */
export interface TaggedRow {
  readonly type: EquipmentType;
  readonly tag: string;
}

/**
 * Renumbers tags 1, 2, 3, … per prefix in row order, closing gaps and dropping letter suffixes
 * (AHU-2, AHU-5, AHU-5A become AHU-1, AHU-2, AHU-3). A row whose tag does not follow its type's
 * pattern gets the type's default prefix; a custom row whose tag has no prefix-number form keeps
 * its tag, and numbers that would repeat such a tag are skipped, so tags stay unique.
 *
 * @param rows - The schedule's rows in display order.
 * @returns New rows (same order, other fields kept) with the new tags; the input is not changed.
 * @example renumberTags([{ type: 'pump', tag: 'P-4' }, { type: 'pump', tag: 'P-9' }]).map((r) => r.tag) //=> ['P-1', 'P-2']
 */
export function renumberTags<Row extends TaggedRow>(rows: readonly Row[]): Row[] {
  const kept = new Set<string>();
  const prefixes = rows.map((row): string | null => {
    const parsed = parseTag(row.tag);
    if (row.type === 'custom') {
      if (parsed === null) kept.add(tagKey(row.tag));
      return parsed === null ? null : parsed.prefix;
    }
    return tagMatchesType(row.type, row.tag) && parsed ? parsed.prefix : defaultTagPrefix(row.type);
  });
  const counters = new Map<string, number>();
  return rows.map((row, index) => {
    const prefix = prefixes[index] ?? null;
    if (prefix === null) return { ...row };
    let number = counters.get(prefix) ?? 0;
    let tag: string;
    do {
      number += 1;
      tag = `${prefix}-${number}`;
    } while (kept.has(tagKey(tag)));
    counters.set(prefix, number);
    return { ...row, tag };
  });
}
