/** Every message used in src (t("…") / msg("…")), with the files using it. */
export function usedKeys(): Map<string, string[]>;
export const LOCALES: string;
/** Which Punjabi chunk a message used by `files` goes in. */
export function partOf(files: string[]): "home" | "rest";
