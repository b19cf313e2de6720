export { allDeclarationsQuery, declarationsPreviewQuery, declarationsQuery, declarationsFx, declarationDetailQuery, declarationDetailFx } from './api/queries';
export {
  DeclarationsPreviewContract,
  type DeclarationPreview,
  DeclarationsContract,
  type Declaration,
  DeclarationDetailContract,
  type DeclarationDetail,
} from './api/contract';
export { declarationStatesChanged } from './model/declaration-states';
