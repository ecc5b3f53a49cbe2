// A live feed from a public exchange's WebSocket streams, in the Binance combined-stream format:
// `{stream: "btcusdt@ticker", data: {e: "24hrTicker", E: <ms>, s: "BTCUSDT", c: "<last>", Q: "<last qty>"}}`
// and `{stream: "btcusdt@kline_1m", data: {e: "kline", E: <ms>, s: "BTCUSDT", k: {c: "<close>"}}}`.
// It covers the instruments the exchange lists (the USDT coins); the others stay simulated and
// say so. It reconnects with back-off when the connection drops.
import WebSocket from 'ws';
import type { MarketFeed, Tick } from './feed';
import type { Instrument } from './instruments';

type Message = {
  stream?: string;
  data?: { e?: string; E?: number; s?: string; c?: string; Q?: string; k?: { c?: string; s?: string } };
};

/** Parses one stream message into a tick, or null when it is not a ticker or kline of a known symbol. */
export function parseExchangeMessage(raw: string, bySymbol: Map<string, Instrument>): Tick | null {
  let msg: Message;
  try {
    msg = JSON.parse(raw) as Message;
  } catch {
    return null;
  }
  const d = msg.data;
  if (!d || typeof d.E !== 'number') return null;
  const inst = bySymbol.get(String(d.s ?? d.k?.s ?? '').toUpperCase());
  if (!inst) return null;
  const price = d.e === 'kline' ? d.k?.c : d.e === '24hrTicker' ? d.c : undefined;
  if (!price || !/^\d+(\.\d+)?$/.test(price) || Number(price) <= 0) return null;
  const volume = d.e === '24hrTicker' && d.Q && /^\d+(\.\d+)?$/.test(d.Q) ? d.Q : '0';
  return { instrumentId: inst.id, price: Number(price).toFixed(inst.precision), volume, time: d.E };
}

export class ExchangeFeed implements MarketFeed {
  readonly source = 'live';
  private socket: WebSocket | null = null;
  private buffer: Tick[] = [];
  private closed = false;
  private retry = 1000;
  private readonly bySymbol: Map<string, Instrument>;

  constructor(
    private readonly url: string,
    instruments: Instrument[],
    private readonly log: { warn: (o: object, m: string) => void },
  ) {
    this.bySymbol = new Map(instruments.map((i) => [`${i.base}${i.quote}`, i]));
    this.connect();
  }

  covers(inst: Instrument): boolean {
    return this.bySymbol.has(`${inst.base}${inst.quote}`);
  }

  private connect() {
    if (this.closed) return;
    const streams = [...this.bySymbol.keys()].map((s) => `${s.toLowerCase()}@ticker`).join('/');
    const url = `${this.url}${this.url.includes('?') ? '&' : '?'}streams=${streams}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.on('open', () => {
      this.retry = 1000;
    });
    socket.on('message', (data) => {
      const tick = parseExchangeMessage(data.toString(), this.bySymbol);
      if (tick) this.buffer.push(tick);
    });
    socket.on('error', (err) => this.log.warn({ err: err.message }, 'exchange feed error'));
    socket.on('close', () => {
      if (this.closed) return;
      setTimeout(() => this.connect(), this.retry).unref();
      this.retry = Math.min(this.retry * 2, 30_000);
    });
  }

  /** Every tick received since the last poll. */
  poll(): Tick[] {
    const ticks = this.buffer;
    this.buffer = [];
    return ticks;
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}
