import { describe, expect, it } from 'vitest';
import { readJsLiteral, textField } from './js-literal.ts';

describe('readJsLiteral', () => {
  it("reads LiveRC's single-quoted object literal with escapes and trailing commas", () => {
    const text = String.raw`x = { 'driverName' : 'O\'BRIEN', 'laps' : [ { 'lapNum' : '1', }, ], };`;
    const read = readJsLiteral(text, text.indexOf('{'));
    expect(read?.value).toEqual({ driverName: "O'BRIEN", laps: [{ lapNum: '1' }] });
    expect(text.slice(read?.end)).toBe(';');
  });

  it('reads JSON, unquoted keys, numbers, booleans, null, comments and unicode escapes', () => {
    expect(readJsLiteral('{"a":"1\\/2","b":[1,-2.5,3e2],"c":true,"d":null}')?.value).toEqual({
      a: '1/2',
      b: [1, -2.5, 300],
      c: true,
      d: null,
    });
    expect(readJsLiteral("{ lapNum: '1', 42: 'x' /* note */, // end\n }")?.value).toEqual({
      lapNum: '1',
      42: 'x',
    });
    expect(readJsLiteral('"\\u00e9t\\u00e9"')?.value).toBe('été');
  });

  it('stores __proto__ as plain data without touching prototypes', () => {
    const read = readJsLiteral(`{ '__proto__': { 'polluted': 'yes' } }`);
    expect(Object.keys(read?.value ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['code', "{ 'a': foo() }"],
    ['an unterminated string', "{ 'a': 'b }"],
    ['a missing comma', "{ 'a': '1' 'b': '2' }"],
    ['a function', 'function () {}'],
    ['an empty text', ''],
    ['too deep nesting', `${'['.repeat(200)}${']'.repeat(200)}`],
  ])('answers null for %s', (_, text) => {
    expect(readJsLiteral(text)).toBeNull();
  });

  it('reads text fields, turning numbers into their spelling and others into null', () => {
    const object = { a: 'x', b: 12.5, c: true };
    expect(textField(object, 'a')).toBe('x');
    expect(textField(object, 'b')).toBe('12.5');
    expect(textField(object, 'c')).toBeNull();
    expect(textField(object, 'toString')).toBeNull();
  });
});
