// src/shared/rich-text/draft-content.ts
function isRawContent(value) {
	return typeof value === "object" && value !== null && Array.isArray(value.blocks) && value.blocks.every((block) => typeof block?.text === "string");
}
/** The raw draft-js content a value holds; undefined when it is anything else (plain text). */
function parseRawContent(value) {
	const trimmed = value.trim();
	if (!trimmed.startsWith("{")) return void 0;
	let parsed;
	try {
		parsed = JSON.parse(trimmed);
	} catch (error) {
		console.warn("Rich text is not valid JSON; shown as plain text", error);
		return;
	}
	return isRawContent(parsed) ? parsed : void 0;
}
/** Raw content as blocks; anything that is not raw draft-js JSON is plain text. */
function parseRichText(value) {
	const raw = parseRawContent(value);
	if (!raw) return {
		kind: "plain",
		text: value
	};
	return {
		kind: "rich",
		blocks: raw.blocks.map((block) => toBlock(block, raw.entityMap ?? {}))
	};
}
/** True for the editor's empty document: one block with no text. */
function isEmptyRichText(parsed) {
	if (parsed.kind === "plain") return !parsed.text.trim();
	return parsed.blocks.every((block) => block.runs.every((run) => !run.text.trim()));
}
function toBlock(block, entityMap) {
	const characters = Array.from(block.text);
	const styles = characters.map(() => /* @__PURE__ */ new Set());
	const links = characters.map(() => void 0);
	for (const range of block.inlineStyleRanges ?? []) for (let index = range.offset; index < range.offset + range.length && index < characters.length; index++) styles[index].add(range.style);
	for (const range of block.entityRanges ?? []) {
		const entity = entityMap[String(range.key)];
		const url = entity?.type?.toUpperCase() === "LINK" ? entity.data?.url ?? entity.data?.href : void 0;
		for (let index = range.offset; index < range.offset + range.length && index < characters.length; index++) links[index] = url;
	}
	const runs = [];
	characters.forEach((character, index) => {
		const runStyles = [...styles[index]].sort();
		const last = runs.at(-1);
		if (last && last.link === links[index] && last.styles.join() === runStyles.join()) last.text += character;
		else runs.push({
			text: character,
			styles: runStyles,
			...links[index] ? { link: links[index] } : {}
		});
	});
	return {
		type: block.type ?? "unstyled",
		runs
	};
}
export { parseRawContent as n, parseRichText as r, isEmptyRichText as t };
