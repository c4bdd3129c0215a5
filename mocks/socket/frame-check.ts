/**
 * Checks one server frame against the generated validators of the three socket documents: a reply against the
 * reply (or error reply) of the request it answers, an event against its event table. The socket mock's tests use
 * it on every frame; the conformance checker can use it on a real server's frames.
 */
import { accountSocketEvents } from '../../generated/socket/account-socket.protocol';
import { tradeSocketEvents, tradeSocketMethods, type TradeSocketMethod } from '../../generated/socket/trade-socket.protocol';
import { webSocketEvents } from '../../generated/socket/web-socket.protocol';

export type FrameCheck =
  { ok: true; kind: 'reply' | 'error' | 'event' | 'push'; name: string; frame: Record<string, unknown> } | { ok: false; reason: string };

const pushEvents: Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } }> = {
  ...accountSocketEvents,
  ...webSocketEvents,
};

function issues(error: { issues: unknown[] } | undefined): string {
  return JSON.stringify(error?.issues.slice(0, 3));
}

/** `methodOf(id)` names the request a reply answers (the caller remembers what it sent). */
export function checkServerFrame(text: string, methodOf: (id: number) => string | undefined): FrameCheck {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return { ok: false, reason: `not JSON: ${text.slice(0, 80)}` };
  }
  if (!frame || typeof frame !== 'object' || Array.isArray(frame)) return { ok: false, reason: 'not an object' };
  const f = frame as Record<string, unknown>;
  if (typeof f.event === 'string') {
    const validator = pushEvents[f.event];
    if (!validator) return { ok: false, reason: `unknown pushed event ${f.event}` };
    const parsed = validator.safeParse(frame);
    return parsed.success
      ? { ok: true, kind: 'push', name: f.event, frame: f }
      : { ok: false, reason: `${f.event}: ${issues(parsed.error)}` };
  }
  if (f.id === null && typeof f.method === 'string') {
    if (!Object.hasOwn(tradeSocketEvents, f.method)) return { ok: false, reason: `unknown event ${f.method}` };
    const parsed = tradeSocketEvents[f.method as keyof typeof tradeSocketEvents].safeParse(frame);
    return parsed.success
      ? { ok: true, kind: 'event', name: f.method, frame: f }
      : { ok: false, reason: `${f.method}: ${issues(parsed.error)}` };
  }
  if (typeof f.id === 'number') {
    const method = methodOf(f.id);
    if (!method) return { ok: false, reason: `reply ${f.id} answers no request` };
    if (f.error !== null) {
      const parsed = tradeSocketMethods['server.ping'].error.safeParse(frame);
      return parsed.success
        ? { ok: true, kind: 'error', name: method, frame: f }
        : { ok: false, reason: `${method} error: ${issues(parsed.error)}` };
    }
    if (!Object.hasOwn(tradeSocketMethods, method)) return { ok: false, reason: `reply to unknown method ${method}` };
    const parsed = tradeSocketMethods[method as TradeSocketMethod].reply.safeParse(frame);
    return parsed.success
      ? { ok: true, kind: 'reply', name: method, frame: f }
      : { ok: false, reason: `${method} reply: ${issues(parsed.error)}` };
  }
  return { ok: false, reason: 'neither a reply nor an event' };
}
