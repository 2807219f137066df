/** What the sandbox's mail server and SMS gateway received, kept so people and tests can read it. */
export type Channel = 'email' | 'sms';

export interface ReceivedMessage {
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  receivedAt: string;
}

interface Stored extends ReceivedMessage {
  /** The sender's delivery id (Message-ID, SMS reference): a redelivery is stored once. */
  deliveryId: string | null;
}

/** Oldest messages are dropped past this many, so a long local run cannot grow without bound. */
const CAPACITY = 5000;

/** Email addresses compare without case; phone numbers by their digits only. */
export function recipientKey(to: string): string {
  const trimmed = to.trim().toLowerCase();
  if (trimmed.includes('@')) return trimmed;
  return trimmed.replace(/\D/g, '');
}

export class MessageStore {
  readonly #messages: Stored[] = [];

  add(message: Omit<Stored, 'receivedAt'> & { receivedAt?: Date }): boolean {
    if (
      message.deliveryId !== null &&
      this.#messages.some(
        (m) =>
          m.deliveryId === message.deliveryId && recipientKey(m.to) === recipientKey(message.to),
      )
    ) {
      return false;
    }
    this.#messages.push({
      ...message,
      receivedAt: (message.receivedAt ?? new Date()).toISOString(),
    });
    if (this.#messages.length > CAPACITY)
      this.#messages.splice(0, this.#messages.length - CAPACITY);
    return true;
  }

  /** Newest first; `to` filters on one recipient. */
  list(to?: string): ReceivedMessage[] {
    const key = to === undefined || to.trim() === '' ? null : recipientKey(to);
    return this.#messages
      .filter((m) => key === null || recipientKey(m.to) === key)
      .reverse()
      .map(({ channel, to: recipient, subject, body, receivedAt }) => ({
        channel,
        to: recipient,
        subject,
        body,
        receivedAt,
      }));
  }
}
