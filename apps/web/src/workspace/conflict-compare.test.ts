import { defaultVentilationInput } from '@org/hvac-core/ventilation';
import { describe, expect, it } from 'vitest';
import { ventilationDefinition } from '../calculators/ventilation/definition';
import { compareInputs, myCopyName, storedDraft } from './conflict-compare';
import { parseDraft } from '../calculator-kit/parse-with-schema';
import { savedFileData } from '../calculator-kit/stored-file';

const parsed = parseDraft(ventilationDefinition, defaultVentilationInput('Imperial'));
if (!parsed.ok) throw new Error('defaults must parse');
const base = parsed.input as Record<string, unknown>;

/** A stored file's data saved from a draft, as another tab would have saved it. */
function storedFrom(draft: Record<string, unknown>): Record<string, unknown> {
  const input = parseDraft(ventilationDefinition, draft);
  if (!input.ok) throw new Error('draft must parse');
  return savedFileData(
    ventilationDefinition,
    input.input,
    ventilationDefinition.calculate(input.input),
  );
}

describe('compareInputs', () => {
  it('lists only the inputs that differ, with the calculator’s report labels and units', () => {
    const mine = { ...base, roomWidth: 20 };
    const theirs = storedFrom({ ...base, roomWidth: 25, roomHeight: 10 });
    expect(compareInputs(ventilationDefinition, mine, theirs)).toEqual([
      expect.objectContaining({ label: 'Room width', mine: '20 ft', theirs: '25 ft' }),
      expect.objectContaining({ label: 'Room height', mine: '9 ft', theirs: '10 ft' }),
    ]);
  });

  it('finds no difference between equal inputs', () => {
    expect(compareInputs(ventilationDefinition, base, storedFrom(base))).toEqual([]);
  });

  it('compares by stored field when the stored version cannot be computed', () => {
    const damaged = { ...storedFrom(base), roomWidth: 'wide' };
    expect(compareInputs(ventilationDefinition, base, damaged)).toEqual([
      { section: null, label: 'roomWidth', mine: '12', theirs: 'wide' },
    ]);
  });
});

describe('storedDraft', () => {
  it('opens stored data as the editor would: parsed inputs, or the raw inputs when damaged', () => {
    expect(storedDraft(ventilationDefinition, storedFrom(base))).toEqual(base);
    expect(storedDraft(ventilationDefinition, { roomWidth: 'wide' })).toEqual({
      roomWidth: 'wide',
    });
  });
});

describe('myCopyName', () => {
  it('adds “(my copy)”, cutting a long name so the whole stays within 120 characters', () => {
    expect(myCopyName('AHU-1')).toBe('AHU-1 (my copy)');
    const long = myCopyName('x'.repeat(120));
    expect(long).toHaveLength(120);
    expect(long.endsWith(' (my copy)')).toBe(true);
  });
});
