import { describe, expect, it } from 'vitest';
import { parseIdf } from './idf.js';

describe('parseIdf', () => {
  it('splits objects and fields, skips comments and keeps each field’s line and note', () => {
    const text = [
      '! a comment, with a comma; and a semicolon',
      'Site:Location,',
      '  Somewhere,   !- Name',
      '  40.5,        !- Latitude {N+ S-}',
      '  ,            !- Empty field',
      '  -5;          !- Time Zone',
      'Other,a,b;',
    ].join('\n');
    const result = parseIdf(text);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          type: 'Site:Location',
          line: 2,
          fields: [
            { value: 'Somewhere', line: 3, note: 'Name' },
            { value: '40.5', line: 4, note: 'Latitude {N+ S-}' },
            { value: '', line: 5, note: 'Empty field' },
            { value: '-5', line: 6, note: 'Time Zone' },
          ],
        },
        {
          type: 'Other',
          line: 7,
          fields: [
            { value: 'a', line: 7, note: '' },
            { value: 'b', line: 7, note: '' },
          ],
        },
      ],
    });
  });

  it('reports an object left open at the end of the file, naming its first line', () => {
    const result = parseIdf('A,1;\nB,\n 2,\n 3');
    expect(result).toMatchObject({ ok: false, errors: [{ line: 2, field: 'B' }] });
  });

  it('names a stray comma after the last object, on its line within the file (issue 44)', () => {
    const result = parseIdf('Site:Location, X, 40, -80, -5, 100;\n, \n');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 2, field: 'unnamed object', message: expect.stringContaining('(line 2)') }],
    });
  });
});
