export { declarationsPreviewQuery } from './api/queries';
export { DeclarationsPreviewContract, type DeclarationPreview } from './api/contract';
