/** Dutch texts of the forgot-flows screens; merged into the nl-NL resources. */
export const forgotFlowsNL = {} as const;
