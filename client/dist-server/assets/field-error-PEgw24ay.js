// src/shared/forms/field-error.ts
/** A field's validation message, shown once the field has been left (touched) or the form submitted. */
function fieldError(form, field) {
	const error = form.errors[field];
	return form.touched[field] && typeof error === "string" ? error : void 0;
}
/** What an input of a formik field takes: its value and handlers, and its message once shown. */
function fieldProps(form, field) {
	return {
		...form.getFieldProps(field),
		error: fieldError(form, field)
	};
}
export { fieldProps as n, fieldError as t };
