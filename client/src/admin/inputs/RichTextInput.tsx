import { Skeleton, Textarea } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { FieldControlProps } from './field-control';
import { isPlainTextValue } from './rich-text-plain';

// draft-js (and its CSS) load only when a form shows a rich-text field.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The value: serialised draft-js raw content; plain text (seeded content) is kept as it is. */
export type RichTextInputProps = FieldControlProps<string>;

/**
 * An admin form's rich-text field: a draft-js editor storing raw content as JSON. A value
 * that is not draft-js content (plain text) is edited as plain text, never converted.
 */
export function RichTextInput(props: RichTextInputProps) {
  // Decided from the value the form starts with (or loads), not from each keystroke: a
  // plain text emptied or starting with '{' while typed stays in its textarea.
  const [plain, setPlain] = useState(() => isPlainTextValue(props.value));
  const [typed, setTyped] = useState(props.value);
  const [shownValue, setShownValue] = useState(props.value);
  if (props.value !== shownValue) {
    setShownValue(props.value);
    if (props.value !== typed) setPlain(isPlainTextValue(props.value));
  }

  if (plain) {
    const { name, label, value, error, required } = props;
    return (
      <Textarea
        name={name}
        label={label}
        value={value}
        error={error}
        required={required}
        autosize
        minRows={4}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          props.onChange(event.currentTarget.value);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton height={180} radius="sm" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
