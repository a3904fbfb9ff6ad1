import type { FormikErrors, FormikTouched } from 'formik';

/** A field's validation message, shown once the field has been left (touched) or the form submitted. */
export function fieldError<Values>(
  form: { touched: FormikTouched<Values>; errors: FormikErrors<Values> },
  field: keyof Values & string,
): string | undefined {
  const error = form.errors[field];
  return form.touched[field] && typeof error === 'string' ? error : undefined;
}
