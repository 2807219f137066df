/** How the API reaches people: the adapters behind these speak SMTP and an SMS gateway's HTTP API. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Stable per queued message, so a redelivery after a crash is recognisable as the same mail. */
  messageId: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface OutgoingSms {
  /** Digits, country code included. */
  to: string;
  text: string;
  /** Stable per queued message, for the gateway to drop duplicates. */
  reference: string;
}

export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}
