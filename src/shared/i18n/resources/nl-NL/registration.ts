/** Dutch texts of the registration screens; merged into the nl-NL resources. */
export const registrationNL = {} as const;
