import type { FormikErrors, FormikProps, FormikTouched } from 'formik';

/** A field's validation message, shown once the field has been left (touched) or the form submitted. */
export function fieldError<Values>(
  form: { touched: FormikTouched<Values>; errors: FormikErrors<Values> },
  field: keyof Values & string,
): string | undefined {
  const error = form.errors[field];
  return form.touched[field] && typeof error === 'string' ? error : undefined;
}

/** What an input of a formik field takes: its value and handlers, and its message once shown. */
export function fieldProps<Values>(form: Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>, field: keyof Values & string) {
  return { ...form.getFieldProps(field), error: fieldError(form, field) };
}
