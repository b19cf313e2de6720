/**
 * Multipart request bodies for Pact: built by hand with a fixed boundary so
 * the contract stays the same on every run, and given to Pact as text.
 */
import { AUTHORISED, regex } from './pact';

/** The body the portal sends, built by hand with a fixed boundary so the contract stays the same on every run. */
export const BOUNDARY = 'mijn-omgeving-contract-boundary';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

export type Part = { name: string; value: string } | { name: string; fileName: string; contentType: string; bytes: Uint8Array };

export function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    return [Buffer.from(head, 'latin1'), 'value' in part ? Buffer.from(part.value, 'utf8') : Buffer.from(part.bytes), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

export const MULTIPART_REQUEST = { ...AUTHORISED, 'Content-Type': regex(/^multipart\/form-data; ?boundary=.+$/, MULTIPART) };

interface TextBodyInteraction {
  interaction: { withRequestBody(body: string, contentType: string): void };
}

/**
 * The multipart body as text: Pact's binary body adds a content-type rule
 * that it then applies to every part (and fails on the text parts), while a
 * text body is compared part by part, by name, as a multipart body should be.
 */
export function withMultipartText<Builder>(builder: Builder, parts: Part[]): Builder {
  (builder as unknown as TextBodyInteraction).interaction.withRequestBody(multipartBody(parts).toString('latin1'), MULTIPART);
  return builder;
}

