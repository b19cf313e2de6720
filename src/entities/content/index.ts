export { menuContentQuery, tilesContentQuery, type ContentSource } from './api/queries';
export { MenuContentContract, TilesContentContract } from './api/contract';
