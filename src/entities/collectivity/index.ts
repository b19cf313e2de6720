export { collectivityFx, collectivityQuery, collectivityRequested, $collectivity, $collectivityFailed } from './api/queries';
export { CollectivityContactInfoContract, type CollectivityContactInfo } from './api/contract';
