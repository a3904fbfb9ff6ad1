import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '../toasts/toast-store';

export type SubmitStatus = 'idle' | 'pending' | 'success' | 'error';

/** Success and error show for this long, then the button is ready again. */
export const STATUS_RESET_MS = 5000;

/**
 * Runs a form's submit and tracks its status (pending, success, error); a failure is also toasted. Answers
 * the status and a wrapped submit that resolves once the work is done.
 */
export function useSubmitStatus() {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback((next: 'success' | 'error') => {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
  }, []);

  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      setStatus('pending');
      try {
        await work();
        settle('success');
      } catch (error) {
        settle('error');
        toastError(error);
      }
    },
    [settle],
  );

  return { status, run };
}
