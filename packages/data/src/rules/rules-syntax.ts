/**
 * A parser for the subset of the Firestore security rules language that `firestore.rules` uses, so its
 * syntax and structure are checked on every test run, also where no Firestore emulator can run. It is a
 * syntax check, not the real compiler: it does not know which functions and types exist, and it does not
 * evaluate anything. The emulator-backed tests in `firestore-rules.test.ts` check behaviour.
 *
 * Supported: `rules_version`, `service`, nested `match` blocks with literal, `{var}` and `{var=**}`
 * segments, `allow <methods>: if <expr>;`, `function name(params) { let x = e; return e; }`, and
 * expressions with `?:`, `||`, `&&`, comparisons, `in`, `is`, arithmetic, `!`, unary `-`, member access,
 * calls, indexing and slices, and string, number, boolean, null, list and map literals.
 */

export type Expr =
  | { readonly kind: 'identifier'; readonly name: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'literal'; readonly value: boolean | null }
  | { readonly kind: 'list'; readonly items: readonly Expr[] }
  | { readonly kind: 'map'; readonly entries: readonly { key: Expr; value: Expr }[] }
  | { readonly kind: 'unary'; readonly op: '!' | '-'; readonly operand: Expr }
  | { readonly kind: 'binary'; readonly op: string; readonly left: Expr; readonly right: Expr }
  | { readonly kind: 'ternary'; readonly test: Expr; readonly then: Expr; readonly otherwise: Expr }
  | { readonly kind: 'member'; readonly object: Expr; readonly property: string }
  | { readonly kind: 'call'; readonly callee: Expr; readonly args: readonly Expr[] }
  | { readonly kind: 'index'; readonly object: Expr; readonly index: Expr; readonly end?: Expr };

export interface FunctionDecl {
  readonly name: string;
  readonly params: readonly string[];
  readonly lets: readonly { readonly name: string; readonly value: Expr }[];
  readonly returns: Expr;
  readonly line: number;
}

export const RULE_METHODS = ['read', 'get', 'list', 'write', 'create', 'update', 'delete'] as const;
export type RuleMethod = (typeof RULE_METHODS)[number];

export interface Allow {
  readonly methods: readonly RuleMethod[];
  /** Absent for `allow read;`, which allows unconditionally. */
  readonly condition?: Expr;
  readonly line: number;
}

export interface Block {
  readonly functions: readonly FunctionDecl[];
  readonly matches: readonly Match[];
  readonly allows: readonly Allow[];
}

export interface Match extends Block {
  readonly path: string;
  readonly line: number;
}

export interface RulesFile {
  readonly version?: string;
  readonly service: string;
  readonly body: Block;
}

export class RulesSyntaxError extends Error {
  override readonly name = 'RulesSyntaxError';
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
  }
}

type TokenKind = 'identifier' | 'string' | 'number' | 'punct' | 'path' | 'eof';
interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

const PUNCTUATION = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ';',
  ',',
  '.',
  ':',
  '=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
];

/** A path segment of a match: a literal, `{name}` or `{name=**}`. */
const PATH_SEGMENT = /^\/(?:[A-Za-z0-9_\-.~%$]+|\{[A-Za-z_][A-Za-z0-9_]*(?:=\*\*)?\})/;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const error = (message: string): never => {
    throw new RulesSyntaxError(message, line, i - lineStart + 1);
  };
  const push = (kind: TokenKind, text: string, start: number): void => {
    tokens.push({ kind, text, line, column: start - lineStart + 1 });
  };

  while (i < source.length) {
    const char = source.charAt(i);
    if (char === '\n') {
      i += 1;
      line += 1;
      lineStart = i;
      continue;
    }
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (source.startsWith('//', i)) {
      while (i < source.length && source.charAt(i) !== '\n') i += 1;
      continue;
    }
    if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end < 0) error('Unclosed comment');
      for (const c of source.slice(i, end)) {
        if (c === '\n') line += 1;
      }
      const lastNewline = source.lastIndexOf('\n', end);
      if (lastNewline >= i) lineStart = lastNewline + 1;
      i = end + 2;
      continue;
    }
    const previous = tokens.at(-1);
    if (char === '/' && previous?.kind === 'identifier' && previous.text === 'match') {
      const start = i;
      let path = '';
      let rest = source.slice(i);
      let segment = PATH_SEGMENT.exec(rest);
      if (!segment) error('Invalid match path');
      while (segment) {
        path += segment[0];
        i += segment[0].length;
        rest = source.slice(i);
        segment = PATH_SEGMENT.exec(rest);
      }
      if (i < source.length && !/\s|\{/.test(source.charAt(i)))
        error(`Invalid character in match path: ${source.charAt(i)}`);
      push('path', path, start);
      continue;
    }
    if (char === "'" || char === '"') {
      const start = i;
      let value = '';
      i += 1;
      while (i < source.length && source.charAt(i) !== char) {
        if (source.charAt(i) === '\n') error('Unterminated string');
        if (source.charAt(i) === '\\') {
          value += source.charAt(i + 1);
          i += 2;
        } else {
          value += source.charAt(i);
          i += 1;
        }
      }
      if (i >= source.length) error('Unterminated string');
      i += 1;
      push('string', value, start);
      continue;
    }
    const number = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(source.slice(i));
    if (number) {
      push('number', number[0], i);
      i += number[0].length;
      continue;
    }
    const identifier = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
    if (identifier) {
      push('identifier', identifier[0], i);
      i += identifier[0].length;
      continue;
    }
    const punct = PUNCTUATION.find((p) => source.startsWith(p, i));
    if (!punct) error(`Unexpected character ${JSON.stringify(char)}`);
    push('punct', punct ?? '', i);
    i += (punct ?? ' ').length;
  }
  tokens.push({ kind: 'eof', text: '', line, column: i - lineStart + 1 });
  return tokens;
}

const BINARY_LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['==', '!=', '<', '<=', '>', '>=', 'in', 'is'],
  ['+', '-'],
  ['*', '/', '%'],
];

class Parser {
  private position = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(offset = 0): Token {
    const token = this.tokens[Math.min(this.position + offset, this.tokens.length - 1)];
    if (!token) throw new RulesSyntaxError('Empty input', 1, 1);
    return token;
  }

  private fail(message: string, token: Token = this.peek()): never {
    throw new RulesSyntaxError(
      `${message}, found ${token.kind === 'eof' ? 'end of file' : JSON.stringify(token.text)}`,
      token.line,
      token.column,
    );
  }

  private is(text: string, kind?: TokenKind): boolean {
    const token = this.peek();
    return (
      token.text === text && (kind === undefined || token.kind === kind) && token.kind !== 'string'
    );
  }

  private accept(text: string): boolean {
    if (!this.is(text)) return false;
    this.position += 1;
    return true;
  }

  private expect(text: string): Token {
    if (!this.is(text)) this.fail(`Expected ${JSON.stringify(text)}`);
    const token = this.peek();
    this.position += 1;
    return token;
  }

  private expectKind(kind: TokenKind, what: string): Token {
    const token = this.peek();
    if (token.kind !== kind) this.fail(`Expected ${what}`);
    this.position += 1;
    return token;
  }

  parseFile(): RulesFile {
    let version: string | undefined;
    if (this.accept('rules_version')) {
      this.expect('=');
      version = this.expectKind('string', 'a version string').text;
      this.expect(';');
    }
    this.expect('service');
    let service = this.expectKind('identifier', 'a service name').text;
    while (this.accept('.')) service += `.${this.expectKind('identifier', 'a service name').text}`;
    this.expect('{');
    const body = this.parseBlock();
    this.expect('}');
    if (this.peek().kind !== 'eof') this.fail('Expected end of file');
    return { ...(version === undefined ? {} : { version }), service, body };
  }

  private parseBlock(): Block {
    const functions: FunctionDecl[] = [];
    const matches: Match[] = [];
    const allows: Allow[] = [];
    while (!this.is('}') && this.peek().kind !== 'eof') {
      if (this.is('function', 'identifier')) functions.push(this.parseFunction());
      else if (this.is('match', 'identifier')) matches.push(this.parseMatch());
      else if (this.is('allow', 'identifier')) allows.push(this.parseAllow());
      else this.fail('Expected "match", "allow" or "function"');
    }
    return { functions, matches, allows };
  }

  private parseMatch(): Match {
    const line = this.expect('match').line;
    const path = this.expectKind('path', 'a path such as /collection/{id}').text;
    this.expect('{');
    const body = this.parseBlock();
    this.expect('}');
    return { path, line, ...body };
  }

  private parseAllow(): Allow {
    const line = this.expect('allow').line;
    const methods: RuleMethod[] = [];
    do {
      const method = this.expectKind('identifier', 'a method').text;
      const known = RULE_METHODS.find((m) => m === method);
      if (!known) this.fail(`Unknown method ${method}`, this.peek(-1));
      methods.push(known);
    } while (this.accept(','));
    let condition: Expr | undefined;
    if (this.accept(':')) {
      this.expect('if');
      condition = this.parseExpression();
    }
    this.expect(';');
    return { methods, line, ...(condition === undefined ? {} : { condition }) };
  }

  private parseFunction(): FunctionDecl {
    const line = this.expect('function').line;
    const name = this.expectKind('identifier', 'a function name').text;
    this.expect('(');
    const params: string[] = [];
    if (!this.is(')')) {
      do params.push(this.expectKind('identifier', 'a parameter name').text);
      while (this.accept(','));
    }
    this.expect(')');
    this.expect('{');
    const lets: { name: string; value: Expr }[] = [];
    while (this.accept('let')) {
      const letName = this.expectKind('identifier', 'a variable name').text;
      this.expect('=');
      lets.push({ name: letName, value: this.parseExpression() });
      this.expect(';');
    }
    this.expect('return');
    const returns = this.parseExpression();
    this.expect(';');
    this.expect('}');
    return { name, params, lets, returns, line };
  }

  parseExpression(): Expr {
    const test = this.parseBinary(0);
    if (!this.accept('?')) return test;
    const then = this.parseExpression();
    this.expect(':');
    return { kind: 'ternary', test, then, otherwise: this.parseExpression() };
  }

  private parseBinary(level: number): Expr {
    const operators = BINARY_LEVELS[level];
    if (!operators) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const token = this.peek();
      const op = operators.find(
        (o) => token.text === o && (token.kind === 'punct' || token.kind === 'identifier'),
      );
      if (!op) return left;
      this.position += 1;
      left = { kind: 'binary', op, left, right: this.parseBinary(level + 1) };
    }
  }

  private parseUnary(): Expr {
    if (this.accept('!')) return { kind: 'unary', op: '!', operand: this.parseUnary() };
    if (this.accept('-')) return { kind: 'unary', op: '-', operand: this.parseUnary() };
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.accept('.')) {
        expr = {
          kind: 'member',
          object: expr,
          property: this.expectKind('identifier', 'a field or method name').text,
        };
      } else if (this.accept('(')) {
        const args = this.parseList(')');
        expr = { kind: 'call', callee: expr, args };
      } else if (this.accept('[')) {
        const index = this.parseExpression();
        const end = this.accept(':') ? this.parseExpression() : undefined;
        this.expect(']');
        expr = { kind: 'index', object: expr, index, ...(end === undefined ? {} : { end }) };
      } else {
        return expr;
      }
    }
  }

  private parseList(close: string): Expr[] {
    const items: Expr[] = [];
    if (!this.is(close)) {
      do {
        if (this.is(close)) break;
        items.push(this.parseExpression());
      } while (this.accept(','));
    }
    this.expect(close);
    return items;
  }

  private parsePrimary(): Expr {
    const token = this.peek();
    if (token.kind === 'string') {
      this.position += 1;
      return { kind: 'string', value: token.text };
    }
    if (token.kind === 'number') {
      this.position += 1;
      return { kind: 'number', value: Number(token.text) };
    }
    if (token.kind === 'identifier') {
      if (['allow', 'match', 'function', 'return', 'let', 'if', 'in', 'is'].includes(token.text)) {
        this.fail('Expected an expression');
      }
      this.position += 1;
      if (token.text === 'true' || token.text === 'false')
        return { kind: 'literal', value: token.text === 'true' };
      if (token.text === 'null') return { kind: 'literal', value: null };
      return { kind: 'identifier', name: token.text };
    }
    if (this.accept('(')) {
      const inner = this.parseExpression();
      this.expect(')');
      return inner;
    }
    if (this.accept('[')) return { kind: 'list', items: this.parseList(']') };
    if (this.accept('{')) {
      const entries: { key: Expr; value: Expr }[] = [];
      if (!this.is('}')) {
        do {
          const key = this.parseExpression();
          this.expect(':');
          entries.push({ key, value: this.parseExpression() });
        } while (this.accept(','));
      }
      this.expect('}');
      return { kind: 'map', entries };
    }
    return this.fail('Expected an expression');
  }
}

/**
 * Parses rules source.
 * @throws {RulesSyntaxError} with the line and column of the first error.
 */
export function parseRules(source: string): RulesFile {
  return new Parser(tokenize(source)).parseFile();
}

/** The operands of a top-level `&&` chain: `a && (b && c)` gives `[a, b, c]`. */
export function conjuncts(expr: Expr): Expr[] {
  return expr.kind === 'binary' && expr.op === '&&'
    ? [...conjuncts(expr.left), ...conjuncts(expr.right)]
    : [expr];
}

/** The expression written back as compact rules source, for assertions and messages. */
export function printExpr(expr: Expr): string {
  switch (expr.kind) {
    case 'identifier':
      return expr.name;
    case 'string':
      return `'${expr.value}'`;
    case 'number':
      return String(expr.value);
    case 'literal':
      return String(expr.value);
    case 'list':
      return `[${expr.items.map(printExpr).join(', ')}]`;
    case 'map':
      return `{${expr.entries.map((e) => `${printExpr(e.key)}: ${printExpr(e.value)}`).join(', ')}}`;
    case 'unary':
      return `${expr.op}${printExpr(expr.operand)}`;
    case 'binary':
      return `(${printExpr(expr.left)} ${expr.op} ${printExpr(expr.right)})`;
    case 'ternary':
      return `(${printExpr(expr.test)} ? ${printExpr(expr.then)} : ${printExpr(expr.otherwise)})`;
    case 'member':
      return `${printExpr(expr.object)}.${expr.property}`;
    case 'call':
      return `${printExpr(expr.callee)}(${expr.args.map(printExpr).join(', ')})`;
    case 'index':
      return `${printExpr(expr.object)}[${printExpr(expr.index)}${expr.end ? `:${printExpr(expr.end)}` : ''}]`;
  }
}
