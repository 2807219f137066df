import {
  errorMessages,
  type CallResult,
  type CodeMethod,
  type CodePurpose,
  type StoredCode,
  type VerificationCode,
} from '@yo/domain';
import { useMemo, useRef, useState } from 'react';
import { appVerificationPorts, type VerificationPorts } from './ports';
import {
  closedVerification,
  verificationStep,
  type VerificationCommand,
  type VerificationEvent,
  type VerificationState,
} from './state';

export interface UseVerificationOptions<V> {
  purpose: CodePurpose;
  /** The email the code belongs to (the CodeStore's owner). */
  owner: string;
  /** Where each method sends: the email, and the phone's digits. */
  destinations: { email: string; sms: string };
  send: (method: CodeMethod) => Promise<CallResult<VerificationCode>>;
  verify: (code: string, sent: StoredCode) => Promise<CallResult<V>>;
  /**
   * After a right code: finish (store the token, register, navigate). Return an error text to
   * show under the field instead (e.g. a registration refused), or undefined when done.
   */
  onVerified: (data: V, sent: StoredCode) => Promise<string | undefined>;
  /** The CodeStore, the toasts and the clock; the app's by default. */
  ports?: VerificationPorts;
}

export interface Verification {
  /** The state machine's state (pure, unit tested in state.ts). */
  state: VerificationState;
  /**
   * Opens the dialog: reuses an unexpired stored code for (purpose, owner) without sending
   * (4.1 step 5, 4.5 step 5); else with a method sends by it at once; with null shows the choice.
   * Resolves once the dialog is open (or the send failed).
   */
  start: (method: CodeMethod | null) => Promise<void>;
  close: () => void;
  /** Sends an event (the dialog's commands); resolves when the commands it started are done. */
  send: (event: VerificationEvent) => Promise<void>;
  /** Submit the code typed (checked locally first, then verified). */
  submit: () => Promise<void>;
  /** Where each method sends (as given). */
  destinations: { email: string; sms: string };
}

/** Runs the code dialog's state machine with the calls injected (spec 4.1, 4.5, 8). */
export function useVerification<V>(options: UseVerificationOptions<V>): Verification {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<VerificationState>(closedVerification);
  const current = useRef(state);

  const engine = useMemo(() => {
    // Bumped by start and close: answers to calls made before are ignored.
    let generation = 0;
    const portsOf = () => latest.current.ports ?? appVerificationPorts;

    async function send(event: VerificationEvent): Promise<void> {
      const { state: next, commands } = verificationStep(current.current, event);
      current.current = next;
      setState(next);
      await Promise.all(commands.map(run));
    }

    async function run(command: VerificationCommand): Promise<void> {
      const { purpose, owner, destinations } = latest.current;
      const ports = portsOf();
      const asked = generation;
      const stale = () => asked !== generation;
      switch (command.type) {
        case 'notify':
          ports.notify(command.tone, command.message, command.timeoutMs);
          return;
        case 'send': {
          const result = await latest.current.send(command.method).catch(() => undefined);
          if (stale()) return;
          if (result?.ok) {
            const sentTo = destinations[command.method];
            const sent = ports.codes.save(purpose, command.method, owner, sentTo, result.data);
            return send({ type: 'sent', sent, resend: command.resend });
          }
          if (result?.reason === 'session-expired') return send({ type: 'close' });
          if (result?.reason === 'refused') {
            return send({ type: 'sendRefused', message: result.msg });
          }
          return send({ type: 'sendFailed' });
        }
        case 'verify': {
          const result = await latest.current
            .verify(command.code, command.sent)
            .catch(() => undefined);
          if (stale()) return;
          if (!result) {
            return send({ type: 'verifyRefused', message: errorMessages.serverCommunication });
          }
          if (!result.ok) {
            if (result.reason === 'session-expired') return send({ type: 'close' });
            return send({ type: 'verifyRefused', message: result.msg });
          }
          // 4.1 step 4, 4.5 step 3: a right code clears the stored code data first.
          ports.codes.clear(purpose);
          const failure = await latest.current
            .onVerified(result.data, command.sent)
            .catch(() => errorMessages.serverCommunication);
          if (stale()) return;
          return send(failure ? { type: 'finishFailed', message: failure } : { type: 'verified' });
        }
      }
    }

    async function start(method: CodeMethod | null): Promise<void> {
      const { purpose, owner } = latest.current;
      generation += 1;
      const stored = portsOf().codes.unexpired(purpose, owner);
      if (stored) return send({ type: 'reuse', sent: stored });
      return send({ type: 'open', method });
    }

    function close() {
      generation += 1;
      void send({ type: 'close' });
    }

    function submit() {
      return send({ type: 'submit', now: portsOf().now() });
    }

    return { send, start, close, submit };
  }, []);

  return { state, ...engine, destinations: options.destinations };
}
