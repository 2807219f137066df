import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignupServices } from './registration';
import {
  initialSignupState,
  openingCommands,
  signupStep,
  type SignupCommand,
  type SignupEvent,
  type SignupState,
} from './state';

/**
 * Runs the sign-up state machine: `send` moves the state, and the commands it yields run after the
 * render that shows the new state (so whatever reads the state, e.g. the code dialog's options,
 * sees it). `startVerification` is handed to the caller.
 */
export function useSignupForm(
  referral: string,
  services: Pick<SignupServices, 'countries'>,
  onStartVerification: (command: Extract<SignupCommand, { type: 'startVerification' }>) => void,
) {
  const [state, setState] = useState(() => initialSignupState(referral));
  const current = useRef(state);
  const queue = useRef<SignupCommand[]>([...openingCommands]);
  const [queued, setQueued] = useState(0);
  const mounted = useRef(true);

  const send = useCallback((event: SignupEvent) => {
    const { state: next, commands } = signupStep(current.current, event);
    current.current = next;
    setState(next);
    if (commands.length > 0) {
      queue.current.push(...commands);
      setQueued((count) => count + 1);
    }
  }, []);

  const latestStart = useRef(onStartVerification);
  latestStart.current = onStartVerification;
  const countries = services.countries;

  useEffect(() => {
    const commands = queue.current.splice(0);
    for (const command of commands) {
      if (command.type === 'loadCountries') {
        void countries().then((result) => {
          if (!mounted.current) return;
          send(
            result.ok && result.data.length > 0
              ? { type: 'countriesLoaded', countries: result.data }
              : { type: 'countriesFailed' },
          );
        });
      } else {
        latestStart.current(command);
      }
    }
  }, [queued, countries, send]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // /signup/A → /signup/B while the screen stays: the new referral fills the field.
  useEffect(() => {
    send({ type: 'referralFromRoute', referral });
  }, [referral, send]);

  return { state, send, current } as const;
}

export type SignupForm = ReturnType<typeof useSignupForm>;
export type { SignupState };
