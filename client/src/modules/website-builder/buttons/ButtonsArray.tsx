import { Group, type GroupProps } from '@mantine/core';
import type { ButtonsArrayFieldsFragment } from '../widget.generated';
import { WebsiteButton } from './WebsiteButton';

interface ButtonsArrayProps extends GroupProps {
  buttonsArray: ButtonsArrayFieldsFragment;
  size?: 'sm' | 'md' | 'lg';
  /** What the buttons are about (see WebsiteButton). */
  context?: string;
}

/** A row of content buttons, wrapping on narrow screens. */
export function ButtonsArray({ buttonsArray, size = 'md', context, ...groupProps }: ButtonsArrayProps) {
  if (buttonsArray.buttons.length === 0) return null;
  return (
    <Group gap="sm" className={buttonsArray.className ?? undefined} {...groupProps}>
      {buttonsArray.buttons.map((button) => (
        <WebsiteButton key={button.id} button={button} size={size} context={context} />
      ))}
    </Group>
  );
}
