/** Dutch texts of the idin screens; merged into the nl-NL resources. */
export const idinNL = {} as const;
