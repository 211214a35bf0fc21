import fc from 'fast-check';

/**
 * Damaged copies of a weather file for fuzz-style property tests (issue 44): cut at any point,
 * characters replaced by ones that break numbers and fields (digits, signs, `e`, separators, line
 * ends, a byte-order mark), lines dropped or doubled, and huge or empty numbers put in a field.
 */
const GARBLE = [...'0123456789.-+eE,;\t\n! xN', '\uFEFF', '1e999', '9'.repeat(400), 'NaN', ''];

/** One damage done to a text. */
type Damage =
  | { readonly kind: 'cut'; readonly at: number }
  | { readonly kind: 'replace'; readonly at: number; readonly length: number; readonly by: string }
  | { readonly kind: 'dropLine'; readonly at: number }
  | { readonly kind: 'doubleLine'; readonly at: number };

const damageArb: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    length: fc.integer({ min: 0, max: 6 }),
    by: fc.constantFrom(...GARBLE),
  }),
  fc.record({
    kind: fc.constant('dropLine' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('doubleLine' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

function apply(text: string, damage: Damage): string {
  const at = Math.floor(damage.at * text.length);
  switch (damage.kind) {
    case 'cut':
      return text.slice(0, at);
    case 'replace':
      return text.slice(0, at) + damage.by + text.slice(at + damage.length);
    case 'dropLine':
    case 'doubleLine': {
      const lines = text.split('\n');
      const i = Math.floor(damage.at * lines.length);
      const line = lines[i] ?? '';
      lines.splice(i, 1, ...(damage.kind === 'dropLine' ? [] : [line, line]));
      return lines.join('\n');
    }
  }
}

/** A text with one to four damages done to it. */
export function damagedText(text: string): fc.Arbitrary<string> {
  return fc
    .array(damageArb, { minLength: 1, maxLength: 4 })
    .map((damages) => damages.reduce(apply, text));
}

/** The number of lines of a text as an editor shows them (a final line end starts no new line). */
export function linesOf(text: string): number {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.length;
}
