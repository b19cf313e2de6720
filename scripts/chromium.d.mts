/** Debian's Chromium (scripts/chromium.mjs). */
export declare const CHROMIUM_PATH: string;
/** The flags every launch of it uses (scripts/chromium.mjs). */
export declare const CHROMIUM_ARGS: readonly string[];
