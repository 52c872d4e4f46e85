// jsonArrayAt against readJsLiteral, the reader it stands in for: the same value wherever it reads one, and no
// reading (so readJsLiteral is asked) wherever JSON.parse would differ or refuse.
import { describe, expect, it } from 'vitest';
import { readJsLiteral } from './js-literal.ts';
import { jsonArrayAt } from './json-array.ts';

const lap = '{"x":"1","lap_time":"42.996","date":"2025-10-25","time_display":"2:44:10pm","is_valid":"1"}';
const deep = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('jsonArrayAt', () => {
  const read = [
    `[${lap},${lap}]`,
    '[]',
    '[ 1 , -0.5e-3 , 1E400 , true , false , null , "a\\"b\\\\c\\/d\\u00e9\\n" ]',
    '[{"a":1,"a":2,"__proto__":{"b":3},"2":"x","1":"y"}]',
    '["\u2028"]',
    deep(32),
  ];
  it.each(read)('reads %s as readJsLiteral does', (literal) => {
    const text = `var lapsObj = ${literal};\nvar laps = [];`;
    const start = text.indexOf('=') + 2;
    const json = jsonArrayAt(text, start);
    expect(json).not.toBeNull();
    expect(json?.value).toEqual(readJsLiteral(text, start)?.value);
  });

  const refused = [
    "[{'x':'1'}]",
    '[{x:"1"}]',
    '[1,]',
    '[01]',
    '[/* a */1]',
    '["a\tb"]',
    '["];"]',
    '{"a":1}',
    deep(33),
    '[1',
  ];
  it.each(refused)('leaves %s to readJsLiteral', (literal) => {
    const text = `var lapsObj = ${literal};`;
    expect(jsonArrayAt(text, text.indexOf('=') + 2)).toBeNull();
  });
  it('refuses as deep a value as readJsLiteral does', () => {
    const text = `x = ${deep(33)};`;
    expect(readJsLiteral(text, 4)).toBeNull();
    expect(readJsLiteral(`x = ${deep(32)};`, 4)).not.toBeNull();
  });
});
