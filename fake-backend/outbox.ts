import { randomInt } from 'node:crypto';

/**
 * Every verification or activation code the fake backend "sends" lands here
 * (and in the log), so tests and demo users can read it back:
 * `GET /__fake/outbox`.
 */
export type OutboxChannel = 'sms' | 'call' | 'email';
export type OutboxKind = 'verification' | 'activation';

export interface OutboxMessage {
  channel: OutboxChannel;
  kind: OutboxKind;
  /** full phone number or e-mail address */
  to: string;
  username: string;
  code: string;
  /** ISO timestamp from the fake clock */
  sentAt: string;
}

/** The codes handed out unless random codes are switched on. */
export const FIXED_CODES: Readonly<Record<OutboxKind, string>> = {
  verification: '12345',
  activation: '24680',
};

export interface Outbox {
  messages(): readonly OutboxMessage[];
  /** picks the code (fixed or random), records the message and returns it */
  send(message: Omit<OutboxMessage, 'code'>): OutboxMessage;
  clear(): void;
}

export function createOutbox(options: { randomCodes: boolean; onSend?: (message: OutboxMessage) => void }): Outbox {
  let sent: OutboxMessage[] = [];
  const pickCode = (kind: OutboxKind) =>
    options.randomCodes ? String(randomInt(0, 100_000)).padStart(5, '0') : FIXED_CODES[kind];
  return {
    messages: () => sent,
    send(message) {
      const recorded: OutboxMessage = {
        channel: message.channel,
        kind: message.kind,
        to: message.to,
        username: message.username,
        code: pickCode(message.kind),
        sentAt: message.sentAt,
      };
      sent = [...sent, recorded];
      options.onSend?.(recorded);
      return recorded;
    },
    clear() {
      sent = [];
    },
  };
}
