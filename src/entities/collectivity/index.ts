export { collectivityFx, collectivityQuery, collectivityRequested, currentCollectivity, $collectivity, $collectivityFailed } from './api/queries';
export { CollectivityContactInfoContract, type CollectivityContactInfo } from './api/contract';
