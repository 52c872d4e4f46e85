import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('returns to a page of Pitboard, with its query and fragment', () => {
    expect(safeReturnPath('/shared/Abc_-123')).toBe('/shared/Abc_-123');
    expect(safeReturnPath('/race-results?url=https%3A%2F%2Fx.liverc.com&name=A#laps')).toBe(
      '/race-results?url=https%3A%2F%2Fx.liverc.com&name=A#laps',
    );
    expect(safeReturnPath('/')).toBe('/');
  });

  it('never to another site, however the address is dressed', () => {
    for (const path of [
      null,
      undefined,
      '',
      'shared/abc',
      'https://evil.example/shared/abc',
      'javascript:alert(1)',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /shared/abc',
    ]) {
      expect(safeReturnPath(path), String(path)).toBeNull();
    }
  });
});
