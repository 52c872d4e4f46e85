// The kept track list: reused while its key holds, rebuilt after an invalidation or its age, and never
// kept when a write landed while it was being built.
import { describe, expect, it } from 'vitest';
import { AnswerMemo } from './answer-memo.ts';

describe('AnswerMemo', () => {
  it('computes once for the same key, shared by callers arriving together', async () => {
    const memo = new AnswerMemo<number>(60_000);
    let runs = 0;
    const compute = async () => ++runs;
    const key = [{}, 'fetched'];
    expect(await Promise.all([memo.get(key, compute), memo.get(key, compute)])).toEqual([1, 1]);
    expect(await memo.get([...key], compute)).toBe(1);
    expect(await memo.get([{}, 'fetched'], compute)).toBe(2);
  });

  it('computes again after an invalidation or its maximum age', async () => {
    let now = 0;
    const memo = new AnswerMemo<number>(1_000, () => now);
    let runs = 0;
    const compute = async () => ++runs;
    const key = ['catalogue'];
    await memo.get(key, compute);
    memo.invalidate();
    expect(await memo.get(key, compute)).toBe(2);
    now += 999;
    expect(await memo.get(key, compute)).toBe(2);
    now += 1;
    expect(await memo.get(key, compute)).toBe(3);
  });

  it('does not keep an answer built across an invalidation', async () => {
    const memo = new AnswerMemo<string>(60_000);
    let release: () => void = () => {};
    const building = memo.get(
      ['k'],
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    );
    memo.invalidate();
    release();
    expect(await building).toBe('old');
    expect(await memo.get(['k'], async () => 'new')).toBe('new');
  });
});
