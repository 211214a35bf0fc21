// The assertion README examples run with (see readme-examples.ts): `__expect(actual, 'value as
// printed in the README', line)` throws, naming the README line, when the value does not match.

/** Splits a value's text into code and quoted strings, so rewriting leaves strings alone. */
function outsideStrings(text, rewrite) {
  return text
    .split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)
    .map((part, i) => (i % 2 === 1 ? part : rewrite(part)))
    .join('');
}

/** The printed value as a pattern: numbers become { num, decimals, truncated } to compare as shown. */
export function parseExpected(text) {
  const code = outsideStrings(text, (part) =>
    part
      .replace(/\s*\([^()]*\)/g, '')
      .replace(/,?\s*(\.\.\.|…)\s*(?=[}\]])/g, '')
      .replace(
        /(^|[^\w.$])(-?\d+(?:_\d+)*(?:\.\d+)?(?:e-?\d+)?)(…)?/g,
        (_, before, num, ellipsis) =>
          `${before}__n(${JSON.stringify(num)}, ${ellipsis ? 'true' : 'false'})`,
      ),
  );
  const n = (num, truncated) => ({
    __num: Number(num.replaceAll('_', '')),
    decimals: num.includes('.') && !num.includes('e') ? num.split('.')[1].length : 0,
    truncated,
  });
  return new Function('__n', `return (${code});`)(n);
}

function compare(actual, expected, path, problems) {
  if (expected && typeof expected === 'object' && '__num' in expected) {
    const step = 10 ** -expected.decimals;
    const ok =
      typeof actual === 'number' &&
      (expected.truncated
        ? Math.abs(actual - expected.__num) < step
        : Math.abs(actual - expected.__num) <= step / 2 + 1e-12 * Math.abs(expected.__num));
    if (!ok)
      problems.push(
        `${path || 'value'}: expected ${expected.__num}, got ${JSON.stringify(actual)}`,
      );
  } else if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      problems.push(
        `${path || 'value'}: expected ${expected.length} items, got ${JSON.stringify(actual)?.slice(0, 200)}`,
      );
      return;
    }
    expected.forEach((item, i) => compare(actual[i], item, `${path}[${i}]`, problems));
  } else if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') {
      problems.push(`${path || 'value'}: expected an object, got ${JSON.stringify(actual)}`);
      return;
    }
    for (const [key, value] of Object.entries(expected)) {
      compare(actual[key], value, path ? `${path}.${key}` : key, problems);
    }
  } else if (actual !== expected) {
    problems.push(
      `${path || 'value'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
}

export function __expect(actual, printed, line) {
  const problems = [];
  compare(actual, parseExpected(printed), '', problems);
  if (problems.length > 0) {
    throw new Error(`README.md line ${line}: //=> ${printed}\n  ${problems.join('\n  ')}`);
  }
}
