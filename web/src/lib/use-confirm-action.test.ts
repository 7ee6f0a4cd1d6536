import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { useConfirmAction } from './use-confirm-action';

type Row = { id: number };

describe('useConfirmAction', () => {
  it('asks, acts on confirm, closes, then runs onDone with what the action answered', async () => {
    const action = vi.fn(async (row: Row) => [row.id + 100]);
    const onDone = vi.fn();
    const { result } = renderHook(() => useConfirmAction(action, { onDone }));
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.ask({ id: 7 }));
    expect(result.current.target).toEqual({ id: 7 });
    expect(result.current.dialog.open).toBe(true);

    await act(async () => result.current.dialog.onConfirm());
    expect(action).toHaveBeenCalledWith({ id: 7 });
    expect(onDone).toHaveBeenCalledWith({ id: 7 }, [107]);
    expect(result.current.target).toBeNull();
    expect(result.current.dialog).toMatchObject({ open: false, busy: false, error: null });
  });

  it('stays open with the server refusal; asking again clears it', async () => {
    const refusal = new ApiError({ status: 422, message: 'Invalid input', errors: { id: 'Still in use.' } });
    const { result } = renderHook(() => useConfirmAction(async (_row: Row) => Promise.reject(refusal)));

    act(() => result.current.ask({ id: 1 }));
    await act(async () => result.current.dialog.onConfirm());
    expect(result.current.dialog).toMatchObject({ open: true, busy: false, error: 'Still in use.' });

    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.ask({ id: 2 }));
    expect(result.current.dialog).toMatchObject({ open: true, error: null });
  });

  it('is busy while acting and uses the screen’s own error text', async () => {
    let fail: (e: Error) => void = () => {};
    const { result } = renderHook(() =>
      useConfirmAction((_row: Row) => new Promise<void>((_resolve, reject) => (fail = reject)), { errorText: () => 'Something went wrong' }),
    );

    act(() => result.current.ask({ id: 3 }));
    act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog.busy).toBe(true);

    await act(async () => fail(new Error('boom')));
    expect(result.current.dialog).toMatchObject({ open: true, busy: false, error: 'Something went wrong' });
  });
});
