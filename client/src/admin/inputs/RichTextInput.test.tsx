import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRichText } from '../../shared/rich-text/draft-content';
import { renderUi } from '../../test/render-ui';
import { COPY_FEEDBACK_MS } from './rich-text-copy';
import { RichTextInput } from './RichTextInput';

const stored = JSON.stringify({
  blocks: [
    { text: 'Care', type: 'header-two', inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }] },
    { text: 'Wash cold.', type: 'unstyled' },
  ],
  entityMap: {},
});

/** The input inside a form-like owner that keeps the value, reporting each change. */
function Field({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextInput
      name="description"
      label="Description"
      value={value}
      required
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const button = (name: string) => screen.getByRole('button', { name });

/** Stored content in the editor, with toasts shown and the clipboard answering with `writeText`. */
async function renderWithClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await renderUi(<Field initial={stored} onChange={() => {}} />);
  await screen.findByRole('textbox', { name: /Description/ });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RichTextInput', () => {
  it('opens a plain-text value (seeded text) in the editor as a paragraph, stored as draft-js once edited', async () => {
    const onChange = vi.fn();
    await renderUi(<Field initial="Seeded description." onChange={onChange} />);
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.textContent).toBe('Seeded description.');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    // Not edited, nothing is reported: the form keeps the stored text as it is.
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(button('Bulleted list')));
    const [[value]] = onChange.mock.calls as [[string]];
    expect(parseRichText(value)).toEqual({ kind: 'rich', blocks: [{ type: 'unordered-list-item', runs: [{ text: 'Seeded description.', styles: [] }] }] });
  });

  it('shows stored draft-js content in the editor with a labelled toolbar reflecting the caret', async () => {
    await renderUi(<Field initial={stored} onChange={() => {}} />);
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.textContent).toBe('CareWash cold.');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    // The caret starts in the first block: a bold level-two heading.
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    expect(button('Heading 1').getAttribute('aria-pressed')).toBe('false');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    expect(button('Italic').getAttribute('aria-pressed')).toBe('false');
    expect(button('Strikethrough').getAttribute('aria-pressed')).toBe('false');
    // Nothing selected, no link here: neither link action applies.
    expect((button('Add link') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Remove link') as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns the current block into a heading from the toolbar and stores draft-js JSON', async () => {
    const onChange = vi.fn();
    await renderUi(<Field initial={stored} onChange={onChange} />);
    await screen.findByRole('textbox', { name: /Description/ });
    fireEvent.click(button('Heading 4'));
    expect(button('Heading 4').getAttribute('aria-pressed')).toBe('true');
    const saved = parseRichText(onChange.mock.lastCall?.[0] as string);
    expect(saved.kind === 'rich' && saved.blocks.map((block) => block.type)).toEqual(['header-four', 'unstyled']);
  });

  it("reports '' for an empty editor, so that required fields can tell", async () => {
    const onChange = vi.fn();
    await renderUi(<Field initial="" onChange={onChange} />);
    await screen.findByRole('textbox', { name: /Description/ });
    fireEvent.click(button('Heading 1'));
    expect(onChange).not.toHaveBeenCalled();
    expect((button('Copy text') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the label with its required asterisk and the error, described on the editor', async () => {
    await renderUi(
      <RichTextInput name="description" label="Description" value="" onChange={() => {}} required error="Description is required" />,
    );
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    expect(screen.getByText('Description').closest('label')?.textContent).toContain('*');
    const describedBy = editor.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Description is required');
  });

  it('copies the text, tells so, and shows a check icon for 2000 ms', async () => {
    const writeText = vi.fn(async () => {});
    await renderWithClipboard(writeText);
    // Only timeouts are faked (the feedback's 2000 ms): React still renders, and the toast list's
    // code, loaded with the first toast, still arrives.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(button('Copy text')));
    expect(writeText).toHaveBeenCalledWith('Care\nWash cold.');
    expect(button('Copy text').dataset.copied).toBe('true');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(button('Copy text').dataset.copied).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(button('Copy text').dataset.copied).toBeUndefined();
    await vi.waitFor(() => expect(screen.getByText('Text copied to clipboard')).toBeTruthy());
  });

  it('tells when copying fails, with the reason', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('Permission denied');
    });
    await renderWithClipboard(writeText);
    await act(async () => fireEvent.click(button('Copy text')));
    expect(await screen.findByText('Failed to copy text to clipboard: Permission denied')).toBeTruthy();
    expect(button('Copy text').dataset.copied).toBeUndefined();
  });
});
