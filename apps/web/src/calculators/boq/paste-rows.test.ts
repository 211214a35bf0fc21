import { describe, expect, it } from 'vitest';
import { parsePastedRows, readPastedNumber } from './paste-rows';

describe('readPastedNumber', () => {
  it.each([
    ['1,250.50', 1250.5],
    ['$ 12.00', 12],
    ['€7', 7],
    ['12 %', 12],
    ['-3.5', -3.5],
  ])('reads %s as %d', (text, value) => {
    expect(readPastedNumber(text)).toBe(value);
  });

  it('keeps text that is not a number, for the form to point out', () => {
    expect(readPastedNumber('about ten')).toBe('about ten');
  });

  // Issue 44: "0x10" was read as 16 and "0b11" as 3, silently.
  it.each(['0x10', '0b11', '0o17'])('keeps %j, a number in another base, as typed', (text) => {
    expect(readPastedNumber(text)).toBe(text);
  });
});

describe('parsePastedRows', () => {
  it('reads description, quantity, unit and rate columns, skipping a title row', () => {
    const text =
      'Description\tQty\tUnit\tRate\r\nFlexible duct 200 mm\t15\tm\t8.40\r\n\r\nVolume damper\t4\tno.\t$65.00\n';
    expect(parsePastedRows(text)).toEqual({
      items: [
        { description: 'Flexible duct 200 mm', quantity: 15, unit: 'm', rate: 8.4, notes: '' },
        { description: 'Volume damper', quantity: 4, unit: 'no.', rate: 65, notes: '' },
      ],
      skipped: [],
    });
  });

  it('leaves out a row without a description and quantity, saying which line', () => {
    const result = parsePastedRows('Grille\t2\tno.\t30\n\t\tm\t4');
    expect(result.items).toHaveLength(1);
    expect(result.skipped).toEqual([{ line: 2, reason: 'no description or quantity' }]);
  });

  it('keeps missing rates blank so the form asks for them', () => {
    expect(parsePastedRows('Grille\t2').items[0]).toMatchObject({ rate: '', unit: '' });
  });
});
