// Testing Library for component tests: render, query the screen the way a user would
// (role and accessible name, label, text), act with user-event, and wait.
import { getConfig } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

export { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

/**
 * user-event's direct API (a fresh pointer and keyboard per call, as before) without its delay:
 * by default every key and click waits a real setTimeout(0). Tests wait for state
 * (findBy…, waitFor), never for that tick. `user.setup(…)` is user-event's own, delay and all,
 * for a test that owns a fake clock (`user.setup({ advanceTimers: vi.advanceTimersByTime })`).
 */
type DirectOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;
const now = (options?: DirectOptions): DirectOptions => ({ ...options, delay: null });
export const user: typeof userEvent = {
  ...userEvent,
  clear: (element) => userEvent.setup(now()).clear(element),
  click: (element, options) => userEvent.click(element, now(options)),
  copy: (options) => userEvent.copy(now(options)),
  cut: (options) => userEvent.cut(now(options)),
  dblClick: (element, options) => userEvent.dblClick(element, now(options)),
  deselectOptions: (select, values, options) => userEvent.deselectOptions(select, values, now(options)),
  hover: (element, options) => userEvent.hover(element, now(options)),
  keyboard: (text, options) => userEvent.keyboard(text, now(options)),
  paste: (data, options) => userEvent.paste(data, now(options)),
  pointer: (input, options) => userEvent.pointer(input, now(options)),
  selectOptions: (select, values, options) => userEvent.selectOptions(select, values, now(options)),
  tab: (options) => userEvent.setup(now()).tab(options),
  tripleClick: (element, options) => userEvent.tripleClick(element, now(options)),
  type: (element, text, options) => userEvent.type(element, text, now(options)),
  unhover: (element, options) => userEvent.unhover(element, now(options)),
  upload: (element, files, options) => userEvent.upload(element, files, now(options)),
};

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
