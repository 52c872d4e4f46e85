import { describe, expect, it } from 'vitest';
import { fieldPaths, placeFieldErrors } from './server-field-errors';

describe('fieldPaths', () => {
  it("names every field as the server's zod paths do, nested ones with dots", () => {
    expect(fieldPaths({ driverName: '', sets: [{ price: 12, notes: '' }], bought: new Date() })).toEqual([
      'driverName',
      'sets',
      'sets.0',
      'sets.0.price',
      'sets.0.notes',
      'bought',
    ]);
    expect(fieldPaths({})).toEqual([]);
  });
});

describe('placeFieldErrors', () => {
  const paths = ['username', 'email', 'sets', 'sets.0', 'sets.0.price'];

  it("puts each field's first message under the field, in the server's order", () => {
    expect(
      placeFieldErrors(
        {
          email: ['Invalid email address', 'Email must be at most 255 characters'],
          'sets.0.price': ['Price must be 0 or more'],
          username: ['Username must be at least 3 characters'],
        },
        paths,
      ),
    ).toEqual({
      fields: [
        { path: 'email', message: 'Invalid email address' },
        { path: 'sets.0.price', message: 'Price must be 0 or more' },
        { path: 'username', message: 'Username must be at least 3 characters' },
      ],
      unplaced: [],
    });
  });

  it("keeps aside what has no field in the form: the body as a whole ('_') or a field it does not show", () => {
    expect(
      placeFieldErrors(
        { _: ['Expected an object'], nickname: ['Too long'], sets: ['At most 10 sets'] },
        paths,
      ),
    ).toEqual({
      fields: [{ path: 'sets', message: 'At most 10 sets' }],
      unplaced: ['Expected an object', 'Too long'],
    });
  });

  it('skips a field whose message list is empty', () => {
    expect(placeFieldErrors({ username: [] }, paths)).toEqual({ fields: [], unplaced: [] });
  });
});
