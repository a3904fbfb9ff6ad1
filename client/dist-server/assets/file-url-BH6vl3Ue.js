// src/shared/files/file-url.ts
/**
* Where the browser fetches a stored file: a full url (https, or http in development) is
* used as it is; a stored path is served by this site under /public.
*/
function fileUrl(file) {
	if (/^https?:\/\//i.test(file)) return file;
	return `/public/${file.replace(/^\/+/, "").replace(/^public\//, "")}`;
}
/** How a file is shown, from its mime type (or, when that is missing, its extension). */
function fileKind(mimeType, file = "") {
	const type = mimeType?.toLowerCase() ?? "";
	if (type.startsWith("image/")) return "image";
	if (type.startsWith("video/")) return "video";
	if (type.startsWith("audio/")) return "audio";
	if (type) return "other";
	const extension = /\.([a-z\d]+)(?:[?#].*)?$/i.exec(file)?.[1]?.toLowerCase() ?? "";
	if ([
		"png",
		"jpg",
		"jpeg",
		"gif",
		"webp",
		"avif",
		"svg"
	].includes(extension)) return "image";
	if ([
		"mp4",
		"webm",
		"ogv",
		"mov"
	].includes(extension)) return "video";
	if ([
		"mp3",
		"ogg",
		"wav",
		"m4a"
	].includes(extension)) return "audio";
	return "other";
}
/** The last segment of a file's path, to name a download. */
function fileName(file) {
	return decodeURIComponent(file.split(/[?#]/)[0].split("/").filter(Boolean).pop() ?? file);
}
export { fileName as n, fileUrl as r, fileKind as t };
