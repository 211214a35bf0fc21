/**
 * README.md's examples as programs (used by check-package.ts). Every ```ts block is one program: its
 * imports at the top, as a reader would paste it. A line `expression; //=> value` becomes an assertion
 * that the expression equals the value as printed: numbers to the decimals shown (`471.947…` to the
 * digits before the ellipsis), strings exactly, objects by the keys listed (`...` or `…` for the
 * rest), arrays element by element. A note in parentheses after a value, `640 (Btu/h)`, is a comment.
 * `const x = expression; //=> value` checks `x`.
 */

export interface Example {
  /** Line of the opening fence in README.md. */
  line: number;
  /** The nearest heading above the block. */
  heading: string;
  /** The block's lines, each with its README line number. */
  lines: { text: string; line: number }[];
}

/** Every ```ts block of a Markdown text. */
export function extractExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  let heading = '';
  let current: Example | undefined;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (current) {
      if (/^```\s*$/.test(text)) {
        examples.push(current);
        current = undefined;
      } else current.lines.push({ text, line });
      return;
    }
    if (/^#{1,6} /.test(text)) heading = text.replace(/^#+ /, '');
    if (/^```ts\s*$/.test(text)) current = { line, heading, lines: [] };
  });
  return examples;
}

const DECLARATION = /^(const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*([\s\S]*)$/;

/** How much a line opens brackets minus how much it closes, ignoring strings and `//` comments. */
function depthChange(line: string): number {
  const code = line
    .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '')
    .replace(/\/\/.*$/, '');
  return (code.match(/[([{]/g)?.length ?? 0) - (code.match(/[)\]}]/g)?.length ?? 0);
}

/** The example as an ES module that imports `__expect` from ./expect.mjs, and how many checks it has. */
export function toProgram(example: Example): { source: string; checks: number } {
  const out = ["import { __expect } from './expect.mjs';"];
  let buffer: string[] = [];
  let depth = 0;
  let checks = 0;
  for (const { text, line } of example.lines) {
    const mark = text.indexOf('//=>');
    if (mark < 0) {
      buffer.push(text);
      depth += depthChange(text);
      const trimmed = text.trim();
      if (depth === 0 && (trimmed === '' || /[;}]$/.test(trimmed) || trimmed.startsWith('//'))) {
        out.push(...buffer);
        buffer = [];
      }
      continue;
    }
    const expected = text.slice(mark + 4).trim();
    const statement = [...buffer, text.slice(0, mark)].join('\n').trim().replace(/;$/, '');
    buffer = [];
    depth = 0;
    const declaration = DECLARATION.exec(statement);
    if (declaration) {
      out.push(`${declaration[1]} ${declaration[2]} = ${declaration[3]};`);
      out.push(`__expect(${declaration[2]}, ${JSON.stringify(expected)}, ${line});`);
    } else {
      out.push(`__expect(${statement}, ${JSON.stringify(expected)}, ${line});`);
    }
    checks += 1;
  }
  out.push(...buffer);
  return { source: `${out.join('\n')}\n`, checks };
}
