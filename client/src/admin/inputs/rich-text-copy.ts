import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../shared/toasts/toast-store';
import { useRichTextText } from './rich-text-text';

/** How long the copy button shows its check icon. */
export const COPY_FEEDBACK_MS = 2000;

/** Copies text to the clipboard, with a toast for success or failure and a `copied` flag for the check icon. */
export function useCopyText() {
  const text = useRichTextText();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
    } catch (error) {
      showToast('error', `${text.copyFailed}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    showToast('info', text.copied);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }

  return { copied, copy };
}
