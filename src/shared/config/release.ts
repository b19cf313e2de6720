/** The release tag of this build (spec 01 §9): sent as Client-Version and kept in the version cookie. */
export const RELEASE_TAG = '2.26.0';
