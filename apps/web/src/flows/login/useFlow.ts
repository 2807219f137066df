import { useCallback, useRef, useState } from 'react';

/**
 * Runs a pure flow (`step(state, event) → {state, commands}`): each event moves the state at once
 * (so two quick presses see the first one's outcome: no double submit), then its commands run.
 * `run` is read at the time of each event, so it may close over the latest props.
 */
export function useFlow<S, E, C>(
  step: (state: S, event: E) => { state: S; commands: C[] },
  initial: S | (() => S),
  run: (command: C, send: (event: E) => void) => void,
): [S, (event: E) => void] {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  const runner = useRef(run);
  runner.current = run;
  const send = useCallback(
    (event: E) => {
      const next = step(current.current, event);
      current.current = next.state;
      setState(next.state);
      for (const command of next.commands) runner.current(command, send);
    },
    [step],
  );
  return [state, send];
}
