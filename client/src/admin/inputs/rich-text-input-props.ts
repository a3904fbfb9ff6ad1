import type { FieldControlProps } from './field-control';

/** A rich-text field's value: serialised draft-js raw content, or plain text (seeded content) until it is edited. */
export type RichTextInputProps = FieldControlProps<string>;
