// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './envelope';
import { placeServerErrors } from './form';

describe('placeServerErrors', () => {
  const refused = new ApiError({
    status: 422,
    message: 'Invalid input',
    errors: { email: 'Taken', bookingTimeMinutes: 'Too long', unknown_field: 'Elsewhere' },
  });

  it("puts each error on the form's field, renamed where the form calls it otherwise", () => {
    const setError = vi.fn();
    expect(placeServerErrors(refused, setError, ['email', 'bookingHours'], { bookingTimeMinutes: 'bookingHours' })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }],
      ['bookingHours', { type: 'server', message: 'Too long' }],
    ]);
  });

  it('places nothing for other failures or fields the form does not have', () => {
    const setError = vi.fn();
    expect(placeServerErrors(refused, setError, ['name'])).toBe(false);
    expect(placeServerErrors(new ApiError({ status: 500, message: 'Down' }), setError, ['email'])).toBe(false);
    expect(placeServerErrors(new Error('offline'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
