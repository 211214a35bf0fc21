import { lineCount } from './import-result.js';
import type { ImportResult } from './import-result.js';

/** One field of an IDF object: its text, the line it is on and the `!-` note after it, if any. */
export interface IdfField {
  readonly value: string;
  readonly line: number;
  readonly note: string;
}

/** One object of an IDF file (the syntax of EnergyPlus `.idf` and `.ddy` files). */
export interface IdfObject {
  /** The class name, e.g. `Site:Location`. */
  readonly type: string;
  /** The line the class name is on. */
  readonly line: number;
  /** The fields after the class name, in order. */
  readonly fields: readonly IdfField[];
}

/**
 * Splits IDF text into objects: fields end at a comma, an object ends at a semicolon, and `!` starts a
 * comment that runs to the end of the line. An object still open at the end of the file is an error
 * naming the line it started on.
 *
 * @param text - The file's text.
 * @returns The objects in file order, or the unterminated object.
 * @see EnergyPlus Input Output Reference, "Input Data Dictionary" (IDF syntax)
 */
export function parseIdf(text: string): ImportResult<readonly IdfObject[]> {
  const objects: IdfObject[] = [];
  type MutableField = { value: string; line: number; note: string };
  let fields: MutableField[] = [];
  let current = '';
  let currentLine = 0;
  let line = 1;
  const last: { field: MutableField | null } = { field: null };

  const endField = (atLine: number): void => {
    const field = {
      value: current.trim(),
      line: currentLine === 0 ? atLine : currentLine,
      note: '',
    };
    fields.push(field);
    last.field = field;
    current = '';
    currentLine = 0;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '!') {
      let end = text.indexOf('\n', i);
      if (end === -1) end = text.length;
      const comment = text.slice(i + 1, end).trim();
      const target = last.field;
      if (target !== null && target.line === line && comment.startsWith('-')) {
        target.note = comment.slice(1).trim();
      }
      i = end - 1;
      continue;
    }
    if (ch === '\n') {
      line++;
      continue;
    }
    if (ch === ',' || ch === ';') {
      endField(line);
      if (ch === ';') {
        const [head, ...rest] = fields;
        if (head !== undefined) objects.push({ type: head.value, line: head.line, fields: rest });
        fields = [];
      }
      continue;
    }
    if (ch !== undefined && ch.trim() !== '' && currentLine === 0) currentLine = line;
    current += ch;
  }
  if (current.trim() !== '' || fields.length > 0) {
    const start = fields[0]?.line ?? currentLine;
    // A stray comma after the last object opens an object with no name.
    const type = (fields[0]?.value ?? current.trim()) || 'unnamed object';
    return {
      ok: false,
      errors: [
        {
          line: start,
          field: type,
          message: `The object "${type}" starting on line ${start} is not closed by a semicolon before the end of the file (line ${lineCount(text)}): the file may be cut short.`,
        },
      ],
    };
  }
  return { ok: true, value: objects };
}
