import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { saveFailureToast, TYRE_GONE_MESSAGE, tyreVanished } from './save-failure';

describe('saveFailureToast', () => {
  it('asks for another set when the chosen one is gone', () => {
    const gone = new ApiError(404, 'Tyre set not found');
    expect(tyreVanished(gone)).toBe(true);
    expect(saveFailureToast(gone)).toEqual({
      title: 'Error',
      description: TYRE_GONE_MESSAGE,
      variant: 'destructive',
    });
  });

  it("gives the server's reason, or 'Unknown error'", () => {
    const entryGone = new ApiError(404, 'Race result not found');
    expect(tyreVanished(entryGone)).toBe(false);
    expect(saveFailureToast(entryGone).description).toBe('Failed to save race result: Race result not found');
    expect(saveFailureToast('boom').description).toBe('Failed to save race result: Unknown error');
    expect(saveFailureToast(new Error('')).description).toBe('Failed to save race result: Unknown error');
  });
});
