// The tab's one live connection (GET /map/live, a WebSocket on Pena's own origin): opened when
// a screen with presence mounts, it says which place the tab has open and which field is in
// focus, and hands each screen the people at its place. A dropped connection comes back by
// itself (1 s, 2 s, 4 s … up to 15 s apart, at once when the browser is back online) and says
// again where the tab is; a server that stops says "going away" and the tab reconnects to
// another process. A session that ended (4401) is not retried: the next request's 401 leads to
// the login screen. Without WebSocket (an old browser) presence is simply absent.
import { samePlace, type LivePerson, type LivePlace, type LiveServerMessage } from '../../../../domain/schemas/live.ts';

type Listener = (people: LivePerson[]) => void;

const SESSION_ENDED = 4401;
// WebSocket's readyState values, read without the global (absent in an old browser).
const CONNECTING = 0;
const OPEN = 1;
const MAX_DELAY_MS = 15_000;

export class LiveConnection {
  private socket: WebSocket | null = null;
  private where: { place: LivePlace; field: string | null } | null = null;
  private readonly listeners = new Set<{ place: LivePlace; listener: Listener }>();
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly url: () => string;

  constructor(url: () => string) {
    this.url = url;
  }

  /** The tab now shows `place`; `listener` hears everyone there until the returned function is called. */
  open(place: LivePlace, listener: Listener, field: string | null = null): () => void {
    const entry = { place, listener };
    this.listeners.add(entry);
    this.where = { place, field };
    this.stopped = false;
    if (this.socket?.readyState === OPEN) this.say({ type: 'open', place, field });
    else this.connect();
    return () => {
      this.listeners.delete(entry);
      if (this.where && samePlace(this.where.place, place) && ![...this.listeners].some((other) => samePlace(other.place, place))) {
        this.where = null;
        this.say({ type: 'close' });
      }
    };
  }

  /** The field in focus in the place the tab shows (null: none). */
  focus(field: string | null): void {
    if (!this.where || this.where.field === field) return;
    this.where = { ...this.where, field };
    this.say({ type: 'field', field });
  }

  private say(message: unknown): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    if (typeof WebSocket === 'undefined' || this.stopped) return;
    if (this.socket && (this.socket.readyState === OPEN || this.socket.readyState === CONNECTING)) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
      if (this.where) this.say({ type: 'open', place: this.where.place, field: this.where.field });
    });
    socket.addEventListener('message', (event) => this.receive(event.data));
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const { listener } of this.listeners) listener([]);
      if (event.code === SESSION_ENDED) {
        this.stopped = true;
        return;
      }
      if (this.listeners.size > 0) this.retryLater();
    });
  }

  private retryLater(): void {
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** Back online: try now rather than at the next step of the back-off. */
  reconnectNow(): void {
    if (this.listeners.size > 0 && !this.socket) {
      this.attempts = 0;
      this.connect();
    }
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: LiveServerMessage;
    try {
      message = JSON.parse(data) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type !== 'presence') return;
    for (const { place, listener } of this.listeners) if (samePlace(place, message.place)) listener(message.people);
  }
}

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/map/live`;
}

export const liveConnection = new LiveConnection(liveUrl);

if (typeof window !== 'undefined') window.addEventListener('online', () => liveConnection.reconnectNow());
