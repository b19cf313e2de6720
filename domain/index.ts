/**
 * @portal/domain: the portal's business rules, framework-free.
 * Every export is a pure function or constant named in the spec's words.
 * Each area folder has its own index.ts that lists its public names.
 */
export * from './access';
export * from './validation';
export * from './calendar';
export * from './files';
export * from './contact';
export * from './people';
export * from './home';
export * from './insurance';
export * from './member-offers';
