// The benches' outside world: two sandbox processes (support/sandbox-server.mjs) that the API
// reaches only through its settings, as a deployment reaches PowerTranz, the payees' directory,
// the airtime aggregator, a mail server and an SMS gateway. One serves the card gateway, the
// payees and the carrier (the request path's calls); the other mail and SMS, so a bench can hold
// it (SIGSTOP) while it measures the payments and let the receipts go after, on their own clock.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SANDBOX_AIRTIME_CREDENTIALS, SANDBOX_POWERTRANZ_CREDENTIALS } from '@yo/sandbox';
import { stop } from './server.mjs';

const serverScript = path.join(import.meta.dirname, 'sandbox-server.mjs');

/** Starts one sandbox process; resolves with it and what it printed ({base, smtpUrl, smsPath}). */
function startSandbox() {
  const child = spawn(process.execPath, [serverScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the sandbox exited (${code}) before listening`)),
    );
    child.stdout.once('data', (line) => resolve({ child, ...JSON.parse(String(line)) }));
  });
}

/**
 * Starts the outside world; `cores.pinLoad` puts both processes beside the load generator, off
 * the API's core. Returns the API's settings for it (SANDBOX=off: the demo without its
 * in-process simulators), the gateway's sales, the delivered messages, hold/release of the
 * messages process, and close.
 */
export async function startOutsideWorld(cores) {
  const gateway = await startSandbox();
  const messages = await startSandbox();
  cores.pinLoad(gateway.child.pid);
  cores.pinLoad(messages.child.pid);
  const json = async (url) => (await fetch(url)).json();
  return {
    env: {
      SANDBOX: 'off',
      POWERTRANZ_BASE_URL: `${gateway.base}/powertranz`,
      POWERTRANZ_ID: SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzId,
      POWERTRANZ_PASSWORD: SANDBOX_POWERTRANZ_CREDENTIALS.powerTranzPassword,
      PAYEE_DIRECTORY_URL: `${gateway.base}/payees`,
      CARRIER_BASE_URL: `${gateway.base}/airtime`,
      CARRIER_CLIENT_ID: SANDBOX_AIRTIME_CREDENTIALS.clientId,
      CARRIER_CLIENT_SECRET: SANDBOX_AIRTIME_CREDENTIALS.clientSecret,
      SMTP_URL: messages.smtpUrl,
      SMS_GATEWAY_URL: `${messages.base}${messages.smsPath}`,
    },
    /** The card gateway's transactions (masked), e.g. to count its sales. */
    transactions: () => json(`${gateway.base}/powertranz/api/transactions`),
    /** Every mail and SMS the messages process received. */
    messages: () => json(`${messages.base}/api/messages`),
    /**
     * Stops the messages process: the API's mail waits on an unanswered SMTP greeting, one outbox
     * batch at a time, until its greeting timeout fails the batch for a retry, so next to nothing
     * of the mail runs meanwhile; release() lets it go on.
     */
    hold: () => messages.child.kill('SIGSTOP'),
    release: () => messages.child.kill('SIGCONT'),
    async close() {
      messages.child.kill('SIGCONT');
      await Promise.all([stop(gateway.child), stop(messages.child)]);
    },
  };
}
