import { expect, type APIRequestContext } from '@playwright/test';
import { apiOrigin, currentServers } from './fake-backend';

/** A contact form as the fake backend keeps it (fake-backend/README.md, "Contact form and readability check"). */
export interface ReceivedContactForm {
  contactFormId: string;
  username: string;
  customerNumber: string;
  subject: string;
  question: string;
  extraData: { key: string; value: string }[];
  files: { fileName: string; size: number; contentType: string }[];
  receivedAt: string;
  replyBefore: string;
}

/** The contact forms the fake backend received, oldest first; only those sent by `username` when given. */
export async function receivedContactForms(
  request: APIRequestContext,
  { username, port = currentServers().apiPort }: { username?: string; port?: number } = {},
): Promise<ReceivedContactForm[]> {
  const query = username ? `?username=${encodeURIComponent(username)}` : '';
  const response = await request.get(`${apiOrigin(port)}/__fake/contact-forms${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ReceivedContactForm[];
}
