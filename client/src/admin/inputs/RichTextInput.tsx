import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from './rich-text-input-props';

// draft-js (and its CSS) load only when a form shows a rich-text field.
const RichTextEditor = lazy(() => import('./rich-text-editor'));


/**
 * An admin form's rich-text field: a draft-js editor storing raw content as JSON. It opens any
 * text it is given: plain text (a seeded description) shows as paragraphs, and is stored as
 * draft-js content once edited.
 */
export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton height={180} radius="sm" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
