import { requestJson } from './json-http.js';
import type { SmsSender } from './ports.js';

/**
 * Sends SMS through an HTTP gateway: `POST {url}` with JSON `{to, text, from, reference}`; any
 * 2xx is accepted. `url` is read per send because the sandbox's address is known only once the
 * server listens.
 */
export function createHttpSmsSender(url: () => string | null, sender = 'Yo'): SmsSender {
  return {
    async send(sms) {
      const target = url();
      if (target === null) throw new Error('SMS gateway address not known yet');
      const response = await requestJson(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          to: `+${sms.to}`,
          text: sms.text,
          from: sender,
          reference: sms.reference,
        }),
        timeoutMs: 10_000,
      });
      if (response.status < 200 || response.status > 299)
        throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
