/** The text in `language`, or undefined when it is missing or blank. */
function textIn(text, language) {
	const value = text?.[language]?.trim();
	return value ? value : void 0;
}
/** A title in `language`; 'Untitled' when it has no translation. */
function titleIn(text, language) {
	return textIn(text, language) ?? "Untitled";
}
export { titleIn as n, textIn as t };
