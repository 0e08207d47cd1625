import { act, renderHook } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { useFormSubmit } from 'shared-kit/ui/account';

function refused(status: number, data: unknown): AxiosError {
  return new AxiosError('refused', String(status), undefined, undefined, { status, data } as AxiosResponse);
}

describe('useFormSubmit', () => {
  it('puts a 422 on its fields and says nothing above them', async () => {
    const { result } = renderHook(() => useFormSubmit(() => 'Could not save.'));
    let sent = true;
    await act(async () => {
      sent = await result.current.run(() =>
        Promise.reject(refused(422, { message: 'The given data was invalid.', errors: { email: ['Taken.', 'x'] } })),
      );
    });
    expect(sent).toBe(false);
    expect(result.current.errors).toEqual({ email: 'Taken.' });
    expect(result.current.message).toBe('');
    expect(result.current.pending).toBe(false);
  });

  it("shows the server's message without field errors, else the form's own", async () => {
    const { result } = renderHook(() => useFormSubmit(() => 'Could not save.'));
    await act(async () => {
      await result.current.run(() => Promise.reject(refused(403, { message: 'Not yours.' })));
    });
    expect(result.current.message).toBe('Not yours.');
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('offline')));
    });
    expect(result.current.message).toBe('Could not save.');
    expect(result.current.errors).toEqual({});
  });

  it('clears the last failure on success and shows a check made before sending as a field error', async () => {
    const { result } = renderHook(() => useFormSubmit(() => 'Could not save.'));
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('offline')));
    });
    let sent = false;
    await act(async () => {
      sent = await result.current.run(() => Promise.resolve());
    });
    expect(sent).toBe(true);
    expect(result.current.message).toBe('');
    act(() => result.current.reject('password_confirmation', 'They differ.'));
    expect(result.current.errors).toEqual({ password_confirmation: 'They differ.' });
  });
});
