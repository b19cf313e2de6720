import { expect, type APIRequestContext } from '@playwright/test';
import { apiOrigin, currentServers } from './fake-backend';

/** A care-mediation, treatment-abroad or seated-transport request as the fake backend keeps it (fake-backend/README.md). */
export interface ReceivedRequest {
  requestId: string;
  username: string;
  customerNumber: string;
  flow: string;
  answers: Record<string, string>;
  files: { fileName: string; size: number; contentType: string }[];
  receivedAt: string;
}

/** The requests the fake backend received from `username`, oldest first. */
export async function receivedRequests(
  request: APIRequestContext,
  username: string,
  port = currentServers().apiPort,
): Promise<{ careMediation: ReceivedRequest[]; treatmentAbroad: ReceivedRequest[]; seatedTransport: ReceivedRequest[] }> {
  const response = await request.get(`${apiOrigin(port)}/__fake/requests?username=${encodeURIComponent(username)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { careMediation: ReceivedRequest[]; treatmentAbroad: ReceivedRequest[]; seatedTransport: ReceivedRequest[] };
}
