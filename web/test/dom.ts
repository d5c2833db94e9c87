// Testing Library for component tests: render, query the screen the way a user would
// (role and accessible name, label, text), act with user-event, and wait.
import { getConfig } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

export { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
export const user = userEvent;

/**
 * Waits until `check` passes while the test owns a fake setTimeout
 * (`vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })`), leaving that clock where it
 * is: Testing Library's waitFor would hang (its wrapper waits on setTimeout) and vi.waitFor
 * advances the fake clock. Checks on the real setInterval, outside act like waitFor, within
 * the same bound.
 */
export function waitOnStillClock(check: () => void): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  const bound = getConfig().asyncUtilTimeout;
  const started = performance.now();
  return new Promise<void>((resolve, reject) => {
    const id = setInterval(() => {
      try {
        check();
      } catch (failure) {
        if (performance.now() - started < bound) return;
        clearInterval(id);
        reject(failure as Error);
        return;
      }
      clearInterval(id);
      resolve();
    }, 20);
  }).finally(() => {
    env.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}
