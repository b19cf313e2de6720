import { createEvent } from 'effector';

export type ShellKind = 'public' | 'authenticated';

/**
 * The app entered a shell: the guard approved a navigation into it (the
 * first one, or one that changes the shell, e.g. after logging in). The
 * shell's widgets load their data from this event, never from components.
 */
export const shellEntered = createEvent<ShellKind>();
