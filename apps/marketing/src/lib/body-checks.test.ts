import { describe, expect, it } from 'vitest';
import { findBodyPlaceholders, placeholderMessage } from './body-checks';

const FRONT_MATTER =
  '---\ntitle: Sizing a condensate drain\ndescription: No TODO is checked here\n---\n';

describe('findBodyPlaceholders', () => {
  it.each([
    [
      'Lorem ipsum dolor sit amet.',
      [
        { line: 6, word: 'Lorem' },
        { line: 6, word: 'ipsum' },
      ],
    ],
    ['Intro.\n\nTODO: add the worked example.', [{ line: 8, word: 'TODO' }]],
    ['The trap depth is TBD.', [{ line: 6, word: 'TBD' }]],
    ['FIXME the drawing', [{ line: 6, word: 'FIXME' }]],
    ['Pricing: coming soon', [{ line: 6, word: 'coming soon' }]],
  ])('finds the placeholder in %j, at its line in the whole file', (body, expected) => {
    expect(findBodyPlaceholders(`${FRONT_MATTER}\n${body}\n`)).toEqual(expected);
  });

  it('ignores the front matter, which the schema checks', () => {
    expect(findBodyPlaceholders(`${FRONT_MATTER}\nA finished body.\n`)).toEqual([]);
  });

  it('ignores code, HTML comments and link addresses, which readers do not see as prose', () => {
    const body = [
      'Run `todo --list` first.',
      '',
      '```js',
      '// TODO: not prose',
      '```',
      '',
      '<!-- TODO: ask the editor -->',
      '',
      'See [the list](/blog/todo-list) and words like todolist or tbdx.',
    ].join('\n');
    expect(findBodyPlaceholders(`${FRONT_MATTER}\n${body}\n`)).toEqual([]);
  });

  it('keeps counting lines after a code block', () => {
    const body = '```\ncode\n```\n\nStill TBD.';
    expect(findBodyPlaceholders(`${FRONT_MATTER}\n${body}\n`)).toEqual([{ line: 10, word: 'TBD' }]);
  });

  it('checks a file without front matter from its first line', () => {
    expect(findBodyPlaceholders('TODO')).toEqual([{ line: 1, word: 'TODO' }]);
  });
});

describe('placeholderMessage', () => {
  it('names the file, each line and the fix', () => {
    expect(placeholderMessage('src/content/blog/a.md', [{ line: 7, word: 'TODO' }])).toBe(
      'src/content/blog/a.md has placeholder text in its body, which would be published as written: replace it with the real words, or set "draft: true" until the post is ready.\n  src/content/blog/a.md:7: "TODO"',
    );
  });

  it('says nothing when there is nothing to fix', () => {
    expect(placeholderMessage('src/content/blog/a.md', [])).toBeUndefined();
  });
});
