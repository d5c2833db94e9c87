// The part of autocannon's API (no published types) that bench/lib/cannon.ts uses.
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    total: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram;
  }
  export type Context = Record<string, unknown>;
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  export interface Options {
    url: string;
    connections: number;
    duration: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
