/**
 * The changes between two versions of an AsyncAPI document: socket methods (requests, their replies and
 * subscriptions) by method name, events by name. The client sends requests (direction request) and reads replies and
 * events with strict validators (direction response, strict objects).
 */
import type { AsyncApiContract, AsyncMessage } from '../conformance/contract';
import { diffSchema, type Change, type Direction, type Level } from './schema-diff';

export function diffAsyncApi(name: string, base: AsyncApiContract | undefined, head: AsyncApiContract | undefined): Change[] {
  const changes: Change[] = [];
  const document = `asyncapi:${name}`;
  const add = (level: Level, subject: string, where: string, message: string) => changes.push({ level, document, subject, where, message });
  const payloads = (subject: string, where: string, direction: Direction, b: AsyncMessage, h: AsyncMessage) =>
    diffSchema(b.payload, h.payload, {
      direction,
      strictObjects: true,
      baseRoot: base?.doc,
      headRoot: head?.doc,
      emit: (level, path, message) => add(level, subject, `${where} ${path}`, message),
    });

  const bRequests = new Map((base?.requests ?? []).map((r) => [r.method, r]));
  const hRequests = new Map((head?.requests ?? []).map((r) => [r.method, r]));
  for (const [method, b] of bRequests) {
    const h = hRequests.get(method);
    if (!h) {
      add('breaking', method, '', `socket method removed${b.subscription ? ' (subscription)' : ''}`);
      continue;
    }
    if (!b.needsAuth && h.needsAuth) add('breaking', method, 'x-auth', 'now needs an authorised connection');
    if (b.needsAuth && !h.needsAuth) add('non-breaking', method, 'x-auth', 'no longer needs an authorised connection');
    payloads(method, 'request', 'request', b.request, h.request);
    // Replies: the first is the success reply; the others (errors) by message name.
    const [bOk, ...bOthers] = b.replies;
    const [hOk, ...hOthers] = h.replies;
    if (bOk && hOk) payloads(method, 'reply', 'response', bOk, hOk);
    else if (bOk && !hOk) add('breaking', method, 'reply', 'reply removed');
    for (const bm of bOthers) {
      const hm = hOthers.find((m) => m.key === bm.key);
      if (hm) payloads(method, `reply ${bm.key}`, 'response', bm, hm);
    }
    for (const hm of hOthers)
      if (!bOthers.some((m) => m.key === hm.key))
        add('breaking', method, `reply ${hm.key}`, 'new kind of reply (clients do not expect it)');
    const bs = b.subscription;
    const hs = h.subscription;
    if (bs && !hs) add('breaking', method, 'x-subscription', 'no longer a subscription');
    else if (!bs && hs) add('breaking', method, 'x-subscription', 'now a subscription');
    else if (bs && hs) {
      if (bs.event !== hs.event) add('breaking', method, 'x-subscription.event', `event changed from ${bs.event} to ${hs.event}`);
      if (bs.unsubscribe !== hs.unsubscribe)
        add('breaking', method, 'x-subscription.unsubscribe', `unsubscribe changed from ${bs.unsubscribe} to ${hs.unsubscribe}`);
    }
  }
  for (const [method, h] of hRequests)
    if (!bRequests.has(method)) add('non-breaking', method, '', `socket method added${h.subscription ? ' (subscription)' : ''}`);

  const bEvents = new Map((base?.events ?? []).map((e) => [e.method, e]));
  const hEvents = new Map((head?.events ?? []).map((e) => [e.method, e]));
  for (const [event, b] of bEvents) {
    const h = hEvents.get(event);
    if (!h) {
      add('breaking', event, '', 'socket event removed');
      continue;
    }
    const bm = b.messages[0];
    const hm = h.messages[0];
    if (bm && hm) payloads(event, 'event', 'response', bm, hm);
  }
  for (const event of hEvents.keys()) if (!bEvents.has(event)) add('non-breaking', event, '', 'socket event added');
  return changes;
}
