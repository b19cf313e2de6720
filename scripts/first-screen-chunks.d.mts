/** The chunk groups the login page may fetch (scripts/first-screen-chunks.mjs). */
export declare const FIRST_SCREEN_CHUNKS: readonly string[];
