import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useFormText } from './form-text';
import type { SubmitStatus } from './use-submit-status';

type NativeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'color'>;

interface SubmitButtonProps extends ButtonProps, NativeButtonProps {
  status: SubmitStatus;
  children: ReactNode;
  /** What the button says while pending; 'Loading...' unless a screen says otherwise. */
  pendingLabel?: string;
}

const STATUS_COLORS: Partial<Record<SubmitStatus, string>> = { success: 'green', error: 'red' };

/** A form's submit button in its status colours: green on success, red on error. */
export function SubmitButton({ status, children, pendingLabel, ...props }: SubmitButtonProps) {
  const text = useFormText();
  return (
    <Button
      type="submit"
      color={STATUS_COLORS[status]}
      data-status={status}
      {...props}
      disabled={status === 'pending' || props.disabled}
    >
      {status === 'pending' ? (pendingLabel ?? text.loading) : children}
    </Button>
  );
}
