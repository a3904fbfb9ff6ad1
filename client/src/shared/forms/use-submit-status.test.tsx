import { MantineProvider } from '@mantine/core';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../toasts/Toaster';
import { STATUS_RESET_MS, useSubmitStatus } from './use-submit-status';

describe('useSubmitStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is pending while the work runs, then success, and idle again after 5000 ms', async () => {
    const { result } = renderHook(() => useSubmitStatus());
    let finish: () => void = () => undefined;
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.status).toBe('pending');
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.status).toBe('success');
    act(() => vi.advanceTimersByTime(STATUS_RESET_MS - 1));
    expect(result.current.status).toBe('success');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('shows a failure as error and as a toast with its message', async () => {
    // The toast list's code is loaded with the first toast: waited for on the real clock.
    vi.useRealTimers();
    const withToaster = ({ children }: { children: ReactNode }) => (
      <MantineProvider>
        {children}
        <Toaster />
      </MantineProvider>
    );
    const { result } = renderHook(() => useSubmitStatus(), { wrapper: withToaster });
    await act(() => result.current.run(() => Promise.reject(new Error('Invalid credentials'))));
    expect(result.current.status).toBe('error');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
  });
});
