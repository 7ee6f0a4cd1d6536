import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

type Values = { name: string };

function setup(save: (v: Values) => Promise<unknown>, options?: FormSubmitOptions<Values>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: 'Acme' } });
    return { form, submit: useFormSubmit(form, save, options) };
  });
}

describe('useFormSubmit', () => {
  it('saves the values and says so', async () => {
    let seen: Values | null = null;
    const { result } = setup(async (v) => {
      seen = v;
    });
    await act(() => result.current.submit.onSubmit());
    expect(seen).toEqual({ name: 'Acme' });
    expect(result.current.submit.status).toEqual({ kind: 'success', text: 'Saved.' });
    expect(result.current.submit.error).toBeNull();
  });

  it('puts a 422 field error next to its field (renamed if asked) and leaves the line empty', async () => {
    const refusal = new ApiError({ status: 422, message: 'Invalid input', errors: { companyName: 'Too long.' } });
    const { result } = setup(() => Promise.reject(refusal), { fields: ['name'], rename: { companyName: 'name' } });
    await act(() => result.current.submit.onSubmit());
    expect(result.current.form.getFieldState('name').error?.message).toBe('Too long.');
    expect(result.current.submit.status).toBeNull();
  });

  it('shows any other failure on the line', async () => {
    const { result } = setup(() => Promise.reject(new ApiError({ status: 409, message: 'Taken.' })), { savedText: 'Applied.' });
    await act(() => result.current.submit.onSubmit());
    expect(result.current.submit.status).toEqual({ kind: 'error', text: 'Taken.' });
    expect(result.current.submit.error).toBe('Taken.');
  });
});
