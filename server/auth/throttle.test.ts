import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './throttle.ts';

const config = { maxAttempts: 10, windowMs: 15 * 60_000 };
const now = 1_000_000_000_000;
/** `n` failures, the newest `newestAgoMs` before now, one second apart. */
const failures = (n: number, newestAgoMs = 0) => Array.from({ length: n }, (_, i) => new Date(now - newestAgoMs - i * 1000));

describe('retryAfterMs', () => {
  it('lets three failures of a source pass, then doubles the delay from 1 s', () => {
    for (const n of [0, 1, 2]) expect(retryAfterMs({ source: failures(n), address: failures(n) }, false, config, now)).toBe(0);
    const delays = [3, 4, 5, 6, 7, 8, 9].map((n) => retryAfterMs({ source: failures(n), address: failures(n) }, false, config, now));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000]);
    expect(retryAfterMs({ source: failures(5, 3000), address: [] }, true, config, now)).toBe(1000);
    expect(retryAfterMs({ source: failures(5, 5000), address: [] }, true, config, now)).toBe(0);
  });

  it('locks a source at LOGIN_MAX_ATTEMPTS until the oldest counted failure leaves the window', () => {
    expect(retryAfterMs({ source: failures(10), address: [] }, true, config, now)).toBe(config.windowMs - 9000);
    expect(retryAfterMs({ source: failures(10, 60_000), address: [] }, true, config, now)).toBe(config.windowMs - 69_000);
  });

  it('slows an address after twice the limit across accounts, up to a minute, and locks it at five times', () => {
    expect(retryAfterMs({ source: [], address: failures(19) }, false, config, now)).toBe(0);
    expect(retryAfterMs({ source: [], address: failures(20) }, false, config, now)).toBe(1000);
    expect(retryAfterMs({ source: [], address: failures(23) }, false, config, now)).toBe(8000);
    expect(retryAfterMs({ source: [], address: failures(40) }, false, config, now)).toBe(60_000);
    expect(retryAfterMs({ source: [], address: failures(50) }, false, config, now)).toBe(config.windowMs - 49_000);
    // A known device of the account is not held back by its address.
    expect(retryAfterMs({ source: [], address: failures(50) }, true, config, now)).toBe(0);
  });
});
