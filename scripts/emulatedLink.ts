/**
 * A phone's link emulated in the serving process (scripts/preview-server.ts --link): every answer,
 * whoever asked (the page, its service worker, a CORS preflight), starts no earlier than its
 * latency after its request arrived, and every answer's bytes share one downlink, as on a
 * phone's radio. DevTools' network emulation throttles the page's target only, so a service
 * worker's fetches ran at full speed and fed the HTTP cache the page then read, skipping the
 * round trip a phone pays.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface LinkConditions {
  /** From a request's arrival to its answer's first byte, ms (the answer's own time hides in it). */
  latencyMs: number;
  /** The downlink every answer's body shares, kilobits (1024 bits) per second. */
  downloadKbps: number;
  /** The uplink request bodies share, kilobits (1024 bits) per second. */
  uploadKbps: number;
}

/** How often the downlink hands out bytes: fine enough for a 1.5 Mbit/s link's 1.8 KB slices. */
const TICK_MS = 10;
/** The most a late tick (a busy machine's timers) may catch up on at once. */
const MOST_CATCH_UP_MS = 50;

interface Transfer {
  pending: Buffer;
  send: (bytes: Buffer, last: boolean) => void;
}

/**
 * One shared pipe: each tick's bytes (the rate times the time since the last tick) are split
 * evenly among the answers being sent, an answer that needs less giving its share to the others.
 */
function createPipe(kbps: number) {
  const bytesPerMs = (kbps * 1024) / 8 / 1000;
  const transfers: Transfer[] = [];
  let lastTick = 0;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    const now = performance.now();
    let budget = Math.floor(Math.min(now - lastTick, MOST_CATCH_UP_MS) * bytesPerMs);
    lastTick = now;
    while (budget > 0 && transfers.length > 0) {
      const share = Math.max(1, Math.floor(budget / transfers.length));
      for (const transfer of [...transfers]) {
        const bytes = transfer.pending.subarray(0, Math.min(share, budget));
        transfer.pending = transfer.pending.subarray(bytes.length);
        budget -= bytes.length;
        const last = transfer.pending.length === 0;
        if (last) transfers.splice(transfers.indexOf(transfer), 1);
        transfer.send(bytes, last);
        if (budget <= 0) break;
      }
    }
    timer = transfers.length > 0 ? setTimeout(tick, TICK_MS) : undefined;
  };

  /** Sends `body` through the pipe; `send` gets each slice, `last` with the final one. */
  const carry = (body: Buffer, send: Transfer['send']) => {
    if (body.length === 0) return void send(body, true);
    transfers.push({ pending: body, send });
    if (!timer) {
      lastTick = performance.now();
      timer = setTimeout(tick, TICK_MS);
    }
  };
  /** Resolves once `size` bytes would have crossed the pipe, sharing it with what is on it. */
  const cross = (size: number) =>
    new Promise<void>((resolve) => {
      carry(Buffer.alloc(size), (_bytes, last) => {
        if (last) resolve();
      });
    });
  return { carry, cross };
}

/**
 * The link: `through(handler)` is `handler` with its answers held and paced. The request's body
 * crosses the uplink before the handler sees it; the answer's status and headers leave at the
 * arrival plus the latency (or when the handler answers, if later), its body through the downlink.
 * Header bytes are not counted against the link.
 */
export function createLink(conditions: LinkConditions) {
  const down = createPipe(conditions.downloadKbps);
  const up = createPipe(conditions.uploadKbps);
  return {
    through(handler: (req: IncomingMessage, res: ServerResponse) => void) {
      return (req: IncomingMessage, res: ServerResponse) => {
        const firstByteAt = performance.now() + conditions.latencyMs;
        const chunks: Buffer[] = [];
        const write = res.write.bind(res);
        const end = res.end.bind(res);
        res.write = ((chunk: unknown) => {
          chunks.push(Buffer.from(chunk as Buffer));
          return true;
        }) as ServerResponse['write'];
        res.end = ((chunk?: unknown) => {
          if (chunk !== undefined && typeof chunk !== 'function') {
            chunks.push(Buffer.from(chunk as Buffer));
          }
          const body = Buffer.concat(chunks);
          setTimeout(
            () =>
              down.carry(body, (bytes, last) => {
                if (last) end(bytes);
                else write(bytes);
              }),
            Math.max(0, firstByteAt - performance.now()),
          );
          return res;
        }) as ServerResponse['end'];
        const size = Number(req.headers['content-length'] ?? 0);
        if (size > 0) {
          // The handler sees the request once its body has crossed the uplink; until it reads
          // the body, the stream keeps it.
          void up.cross(size).then(() => handler(req, res));
        } else {
          handler(req, res);
        }
      };
    },
  };
}
