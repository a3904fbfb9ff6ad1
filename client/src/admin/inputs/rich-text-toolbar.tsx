import { Button, Group, Popover, TextInput } from '@mantine/core';
import { type EditorState, RichUtils, type SelectionState } from 'draft-js';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useCopyText } from './rich-text-copy';
import { BoldIcon, BulletListIcon, CheckIcon, CopyIcon, ItalicIcon, LinkIcon, NumberedListIcon, StrikethroughIcon, UnlinkIcon } from './rich-text-icons';
import { ImageButton, insertImage } from './rich-text-image';
import { addLink, isLinkUrl, removeLink, selectedLink } from './rich-text-link';
import { useRichTextText } from './rich-text-text';
import { ToolbarButton } from './rich-text-toolbar-button';

// Block and style names are draft-js's own, which the read-only `RichText` renders.
const HEADINGS = ['header-one', 'header-two', 'header-three', 'header-four', 'header-five', 'header-six'];
const STYLES = [
  { style: 'BOLD', label: 'bold', icon: <BoldIcon /> },
  { style: 'ITALIC', label: 'italic', icon: <ItalicIcon /> },
  { style: 'STRIKETHROUGH', label: 'strikethrough', icon: <StrikethroughIcon /> },
] as const;
const LISTS = [
  { type: 'unordered-list-item', label: 'bulletedList', icon: <BulletListIcon /> },
  { type: 'ordered-list-item', label: 'numberedList', icon: <NumberedListIcon /> },
] as const;

interface RichTextToolbarProps {
  editorState: EditorState;
  onChange: (editorState: EditorState) => void;
  /** Puts the focus in the text (draft-js reads the state it was last rendered with). */
  focusEditor: () => void;
  /** The id of the editable text, which the toolbar formats. */
  editorId: string;
}

export function RichTextToolbar({ editorState, onChange, focusEditor, editorId }: RichTextToolbarProps) {
  const text = useRichTextText();
  const { copied, copy } = useCopyText();
  const selection = editorState.getSelection();
  const blockType = editorState.getCurrentContent().getBlockForKey(selection.getStartKey()).getType();
  const inlineStyle = editorState.getCurrentInlineStyle();
  const link = selectedLink(editorState);

  // The link form had the focus: back to the text, once the editor has rendered the link
  // (focusing it earlier would restore the state without it).
  const applyLink = (next: EditorState) => {
    flushSync(() => onChange(next));
    focusEditor();
  };

  return (
    <Group gap={4} role="toolbar" aria-label={text.toolbar} aria-controls={editorId} wrap="wrap">
      {HEADINGS.map((type, index) => (
        <ToolbarButton
          key={type}
          label={text.heading(index + 1)}
          active={blockType === type}
          onClick={() => onChange(RichUtils.toggleBlockType(editorState, type))}
        >
          <span style={{ fontSize: 12, fontWeight: 700 }}>H{index + 1}</span>
        </ToolbarButton>
      ))}
      {STYLES.map(({ style, label, icon }) => (
        <ToolbarButton
          key={style}
          label={text[label]}
          active={inlineStyle.has(style)}
          onClick={() => onChange(RichUtils.toggleInlineStyle(editorState, style))}
        >
          {icon}
        </ToolbarButton>
      ))}
      {LISTS.map(({ type, label, icon }) => (
        <ToolbarButton key={type} label={text[label]} active={blockType === type} onClick={() => onChange(RichUtils.toggleBlockType(editorState, type))}>
          {icon}
        </ToolbarButton>
      ))}
      <LinkButton
        selection={selection}
        active={link !== null}
        onLink={(linkSelection, url) => applyLink(addLink(editorState, linkSelection, url))}
      />
      <ToolbarButton
        label={text.removeLink}
        disabled={link === null}
        onClick={() => onChange(removeLink(editorState))}
      >
        <UnlinkIcon />
      </ToolbarButton>
      <ImageButton onInsert={(src, alt) => applyLink(insertImage(editorState, src, alt))} />
      <ToolbarButton
        label={text.copy}
        disabled={!editorState.getCurrentContent().hasText()}
        onClick={() => void copy(editorState.getCurrentContent().getPlainText())}
        data-copied={copied || undefined}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </ToolbarButton>
    </Group>
  );
}

interface LinkButtonProps {
  selection: SelectionState;
  active: boolean;
  onLink: (selection: SelectionState, url: string) => void;
}

/** "Add link": asks for the address of the selected text in a small popover form. */
function LinkButton({ selection, active, onLink }: LinkButtonProps) {
  const text = useRichTextText();
  const [target, setTarget] = useState<SelectionState | null>(null);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setTarget(null);
    setUrl('');
    setError(undefined);
  };
  const submit = () => {
    if (!target) return;
    if (!isLinkUrl(url)) {
      setError(text.linkUrlInvalid);
      return;
    }
    close();
    onLink(target, url);
  };

  return (
    <Popover opened={target !== null} onChange={(opened) => !opened && close()} trapFocus>
      <Popover.Target>
        <ToolbarButton
          label={text.addLink}
          active={active}
          disabled={selection.isCollapsed()}
          onClick={() => (target ? close() : setTarget(selection))}
        >
          <LinkIcon />
        </ToolbarButton>
      </Popover.Target>
      <Popover.Dropdown>
        {/* No <form>: this sits inside the admin's form, and Enter must not submit that one. */}
        <Group gap="xs" align="flex-start">
          <TextInput
            size="xs"
            aria-label={text.linkUrl}
            placeholder="https://"
            value={url}
            error={error}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
            data-autofocus
          />
          <Button size="xs" onClick={submit}>
            {text.applyLink}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
