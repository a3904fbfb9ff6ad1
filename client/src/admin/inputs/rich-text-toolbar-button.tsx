import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface ToolbarButtonProps {
  label: string;
  /** Pressed state of a toggle; undefined for plain actions. */
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  'data-copied'?: boolean;
}

/** A toolbar button: an icon with its label, pressed or not for a toggle. */
export function ToolbarButton({ label, active, children, ...buttonProps }: ToolbarButtonProps) {
  return (
    <ActionIcon
      variant={active ? 'filled' : 'subtle'}
      color={active ? undefined : 'gray'}
      size="md"
      aria-label={label}
      title={label}
      aria-pressed={active}
      // Keeps the focus and selection in the text: a mouse press would blur the editor. A
      // keyboard user stays in the toolbar, to apply more formats.
      onMouseDown={(event) => event.preventDefault()}
      {...buttonProps}
    >
      {children}
    </ActionIcon>
  );
}
