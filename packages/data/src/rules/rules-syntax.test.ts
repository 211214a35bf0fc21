import { describe, expect, it } from 'vitest';

import { OPEN_RULES } from '../test/emulator';
import { conjuncts, parseRules, printExpr, RulesSyntaxError } from './rules-syntax';

const wrap = (inner: string): string =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${inner}\n  }\n}\n`;

describe('parseRules', () => {
  it('parses nested matches, functions with let, and the expression forms rules use', () => {
    const rules = parseRules(
      wrap(`
        // a comment
        function ok(data, uid) {
          let limit = 10;
          return data.size() <= limit && (uid in ['a', "b"] || !data.keys().hasAny(['x'])) ? true : false;
        }
        /* block
           comment */
        match /things/{id} {
          allow get, list: if request.auth != null && ok(request.resource.data, request.auth.uid);
          allow delete: if resource.data.tags[0] == 'x' && request.time < timestamp.date(2030, 1, 1) && {'a': 1}.a == 1;
          match /{rest=**} {
            allow read;
          }
        }`),
    );
    const documents = rules.body.matches[0];
    expect(documents?.path).toBe('/databases/{database}/documents');
    const things = documents?.matches[0];
    expect(things?.path).toBe('/things/{id}');
    expect(things?.allows.map((a) => a.methods)).toEqual([['get', 'list'], ['delete']]);
    expect(things?.matches[0]?.allows[0]).toEqual({ methods: ['read'], line: 16 });
    const fn = documents?.functions[0];
    expect(fn?.params).toEqual(['data', 'uid']);
    expect(fn?.lets.map((l) => l.name)).toEqual(['limit']);
    const condition = things?.allows[0]?.condition;
    expect(condition && conjuncts(condition).map(printExpr)).toEqual([
      '(request.auth != null)',
      'ok(request.resource.data, request.auth.uid)',
    ]);
  });

  it('parses the open rules used by the contract suite', () => {
    expect(parseRules(OPEN_RULES).service).toBe('cloud.firestore');
  });

  it.each([
    ['an unclosed block', wrap('match /a/{b} { allow read: if true;')],
    ['an extra closing brace', `${wrap('')}}`],
    ['a missing semicolon', wrap('match /a/{b} { allow read: if true }')],
    ['a dangling operator', wrap('match /a/{b} { allow read: if request.auth != null && ; }')],
    ['an unknown method', wrap('match /a/{b} { allow reed: if true; }')],
    ['a condition without if', wrap('match /a/{b} { allow read: true; }')],
    ['a malformed path', wrap('match a/{b} { allow read: if true; }')],
    ['an unterminated string', wrap("match /a/{b} { allow read: if x == 'y; }")],
    ['unbalanced parentheses', wrap('match /a/{b} { allow read: if (true; }')],
    ['a function without return', wrap('function f() { true; }')],
    ['a stray statement', wrap('deny read;')],
  ])('rejects %s with its line', (_, source) => {
    expect(() => parseRules(source)).toThrow(RulesSyntaxError);
  });

  it('points at the line of the error', () => {
    try {
      parseRules(wrap('match /a/{b} {\n  allow read: if true\n}'));
      throw new Error('expected a syntax error');
    } catch (error) {
      expect(error).toBeInstanceOf(RulesSyntaxError);
      expect((error as RulesSyntaxError).line).toBe(6);
    }
  });
});
