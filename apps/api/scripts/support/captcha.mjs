import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A solved ALTCHA payload from the server's challenge, as the widget would send it. */
export async function solvedCaptcha(base) {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
