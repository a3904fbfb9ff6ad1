import 'draft-js/dist/Draft.css';
import { Input, Paper } from '@mantine/core';
import {
  type DraftEditorCommand,
  type DraftHandleValue,
  Editor,
  EditorState,
  getDefaultKeyBinding,
  KeyBindingUtil,
  RichUtils,
} from 'draft-js';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { imageBlockRenderer } from './rich-text-image';
import { linkDecorator } from './rich-text-link';
import { RichTextToolbar } from './rich-text-toolbar';
import { editorStateFromValue, valueFromContent } from './rich-text-value';
import type { RichTextInputProps } from './rich-text-input-props';

// draft-js and its CSS live in this module, which `RichTextInput` loads lazily: only forms
// with a rich-text field download them.

/** Ctrl/Cmd+Shift+X strikes through, next to draft-js's own Ctrl+B, Ctrl+I, Ctrl+U. */
function keyBinding(event: KeyboardEvent): string | null {
  if (KeyBindingUtil.hasCommandModifier(event) && event.shiftKey && event.key.toLowerCase() === 'x') {
    return 'strikethrough';
  }
  return getDefaultKeyBinding(event);
}

export default function RichTextEditor({ name, label, value, onChange, error, required }: RichTextInputProps) {
  const id = `${name}-${useId()}`;
  const editorId = `${id}-editor`;
  const editor = useRef<Editor>(null);
  const [editorState, setEditorState] = useState(() => editorStateFromValue(value, linkDecorator));
  // A value this editor did not report comes from outside (a form reset, a record loaded)
  // and replaces the content; the editor's own values, however late they come back, do not.
  const [reported, setReported] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== reported) {
      setReported(value);
      setEditorState(editorStateFromValue(value, linkDecorator));
    }
  }

  const change = (next: EditorState) => {
    setEditorState(next);
    const nextValue = valueFromContent(next.getCurrentContent());
    if (nextValue === reported) return;
    setReported(nextValue);
    onChange(nextValue);
  };
  const handleKeyCommand = (command: DraftEditorCommand | string, state: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(state, command);
    if (!next) return 'not-handled';
    change(next);
    return 'handled';
  };
  const focus = () => editor.current?.focus();

  return (
    <Input.Wrapper
      id={id}
      label={label}
      error={error}
      required={required}
      labelProps={{ htmlFor: undefined, onClick: focus }}
    >
      <Paper
        withBorder
        radius="sm"
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        data-rich-text-editor={name}
      >
        <Paper px="xs" py={4} radius={0} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <RichTextToolbar editorState={editorState} onChange={change} focusEditor={focus} editorId={editorId} />
        </Paper>
        <Paper
          id={editorId}
          px="sm"
          py="xs"
          mih={120}
          style={{ cursor: 'text' }}
          // Clicks on the padding around the text focus it; the text handles its own.
          onClick={(event) => event.target === event.currentTarget && focus()}
        >
          <Editor
            ref={editor}
            editorKey={editorId}
            editorState={editorState}
            onChange={change}
            handleKeyCommand={handleKeyCommand}
            blockRendererFn={imageBlockRenderer}
            keyBindingFn={keyBinding}
            ariaLabelledBy={`${id}-label`}
            ariaDescribedBy={error ? `${id}-error` : undefined}
            ariaMultiline
            spellCheck
          />
        </Paper>
      </Paper>
    </Input.Wrapper>
  );
}
