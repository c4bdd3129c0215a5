/**
 * One HTML page for an AsyncAPI document: its servers, then every method (request, params, replies, examples;
 * subscriptions with their event and unsubscribe method), every event (payload, examples) and the shared schemas.
 */
import { deref, type AsyncApiContract, type AsyncMessage, type Schema } from '../conformance/contract';
import { anchor, esc, inline, json, markdown, page } from './html';

const refName = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { $ref?: unknown }).$ref === 'string'
    ? String((v as { $ref: string }).$ref)
        .split('/')
        .pop()
    : undefined;

function typeLabel(s: Schema): string {
  const parts: string[] = [];
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type as string | undefined);
  if (t) parts.push(t);
  if (s.format) parts.push(`(${String(s.format)})`);
  if (s.const !== undefined) parts.push(`= ${JSON.stringify(s.const)}`);
  if (Array.isArray(s.enum)) parts.push(`one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (s.pattern) parts.push(`matching /${String(s.pattern)}/`);
  const bounds = (['minimum', 'maximum', 'minItems', 'maxItems', 'minLength', 'maxLength'] as const)
    .filter((k) => s[k] !== undefined)
    .map((k) => `${k} ${String(s[k])}`);
  if (bounds.length) parts.push(`[${bounds.join(', ')}]`);
  return parts.join(' ');
}

/** A schema as a nested list; references are resolved (and named) up to a depth. */
export function renderSchema(doc: unknown, raw: unknown, depth = 0): string {
  const name = refName(raw);
  const s = deref<Schema>(doc, raw) ?? {};
  const head = `<span class="type">${esc(typeLabel(s))}</span>${name ? ` <span class="muted">${esc(name)}</span>` : ''}${s.title && !name ? ` <span class="muted">${esc(s.title)}</span>` : ''}${s.description ? ` — ${inline(String(s.description))}` : ''}`;
  if (depth > 6) return head;
  const items: string[] = [];
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  for (const [key, value] of Object.entries(props)) {
    items.push(
      `<li><span class="name">${esc(key)}</span>${required.has(key) ? ' <span class="req">required</span>' : ''}: ${renderSchema(doc, value, depth + 1)}</li>`,
    );
  }
  const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
  if (tuple) tuple.forEach((v, i) => items.push(`<li><span class="name">[${i}]</span>: ${renderSchema(doc, v, depth + 1)}</li>`));
  else if (s.items && typeof s.items === 'object')
    items.push(`<li><span class="name">[]</span>: ${renderSchema(doc, s.items, depth + 1)}</li>`);
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = s[k] as unknown[] | undefined;
    if (Array.isArray(list))
      list.forEach((v, i) => items.push(`<li><span class="name">${k} ${i + 1}</span>: ${renderSchema(doc, v, depth + 1)}</li>`));
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    items.push(`<li><span class="name">[key]</span>: ${renderSchema(doc, s.additionalProperties, depth + 1)}</li>`);
  return items.length ? `${head}<ul class="schema">${items.join('')}</ul>` : head;
}

function field(doc: unknown, message: AsyncMessage, key: string): string | undefined {
  const props = (message.payload.properties ?? {}) as Record<string, unknown>;
  return props[key] === undefined ? undefined : renderSchema(doc, props[key]);
}

function examples(message: AsyncMessage): string {
  return message.examples
    .filter((e) => e.payload !== undefined)
    .map((e) => `${e.name ? `<p class="muted">${esc(e.name)}</p>` : ''}${json(e.payload)}`)
    .join('');
}

export function asyncApiPage(c: AsyncApiContract, indexHref = '../index.html'): string {
  const doc = c.doc;
  const requests = c.requests;
  const subscriptions = requests.filter((r) => r.subscription);
  const plain = requests.filter((r) => !r.subscription);
  const schemas = Object.entries(((doc.components as Record<string, unknown> | undefined)?.schemas ?? {}) as Record<string, unknown>);
  const toc = [
    ...plain.map((r) => `<a href="#method-${anchor(r.method)}">${esc(r.method)}</a>`),
    ...subscriptions.map((r) => `<a href="#method-${anchor(r.method)}">${esc(r.method)}</a>`),
    ...c.events.map((e) => `<a href="#event-${anchor(e.method)}">${esc(e.method)}</a>`),
  ].join('\n');

  const method = (r: (typeof requests)[number]) => {
    const badges = [
      r.needsAuth ? '<span class="badge auth">needs authorisation</span>' : '',
      r.subscription ? `<span class="badge sub">subscription → ${esc(r.subscription.event)}</span>` : '',
    ].join('');
    const params = field(doc, r.request, 'params');
    const replies = r.replies
      .map(
        (m, i) =>
          `<h4>${i === 0 ? 'Reply' : 'Or'}: ${esc(m.title ?? m.key)}</h4>${markdown(m.description as string | undefined)}${
            field(doc, m, 'result') ? `<p><strong>result</strong>: ${field(doc, m, 'result')}</p>` : ''
          }${field(doc, m, 'error') ? `<p><strong>error</strong>: ${field(doc, m, 'error')}</p>` : ''}${examples(m)}`,
      )
      .join('');
    const sub = r.subscription
      ? `<p>Events: <a href="#event-${anchor(r.subscription.event)}"><code>${esc(r.subscription.event)}</code></a>${
          r.subscription.unsubscribe
            ? `; ends with <a href="#method-${anchor(r.subscription.unsubscribe)}"><code>${esc(r.subscription.unsubscribe)}</code></a>`
            : ''
        }${r.subscription.key ? `; one subscription per <code>${esc(r.subscription.key)}</code>` : ''}.</p>`
      : '';
    return `<section id="method-${anchor(r.method)}">
<h3>${esc(r.method)}${badges}</h3>
${r.summary ? `<p>${inline(r.summary)}</p>` : ''}${markdown(r.description)}${markdown(r.request.description as string | undefined)}
${sub}
<h4>Params</h4>${params ? `<p>${params}</p>` : '<p class="muted">none</p>'}
<h4>Example request</h4>${examples(r.request) || '<p class="muted">none</p>'}
${replies}
</section>`;
  };

  const event = (e: (typeof c.events)[number]) => {
    const m = e.messages[0];
    const by = requests
      .filter((r) => r.subscription?.event === e.method)
      .map((r) => `<a href="#method-${anchor(r.method)}"><code>${esc(r.method)}</code></a>`);
    return `<section id="event-${anchor(e.method)}">
<h3>${esc(e.method)}${e.needsAuth ? '<span class="badge auth">authorised connections only</span>' : ''}</h3>
${e.summary ? `<p>${inline(e.summary)}</p>` : ''}${markdown(e.description)}${m ? markdown(m.description as string | undefined) : ''}
${by.length ? `<p>Sent after ${by.join(', ')}.</p>` : ''}
${m ? `<h4>Frame</h4><p>${renderSchema(doc, m.payload)}</p><h4>Examples</h4>${examples(m) || '<p class="muted">none</p>'}` : ''}
</section>`;
  };

  const body = `<h1>${esc(c.title)}</h1>
<p class="muted">AsyncAPI ${esc(String(doc.asyncapi ?? ''))} · version ${esc(c.version)} · contracts/asyncapi/${esc(c.name)}.yaml</p>
${markdown(c.description)}
<h2>Servers</h2>
<table><thead><tr><th>name</th><th>URL</th><th>description</th></tr></thead><tbody>
${c.servers.map((s) => `<tr><td>${esc(s.name)}</td><td><code>${esc(s.url)}</code></td><td>${inline(s.description ?? '')}</td></tr>`).join('\n')}
</tbody></table>
<h2>Contents</h2>
<nav class="toc">${toc}</nav>
${plain.length ? `<h2 id="methods">Methods</h2>\n${plain.map(method).join('\n')}` : ''}
${subscriptions.length ? `<h2 id="subscriptions">Subscriptions</h2>\n${subscriptions.map(method).join('\n')}` : ''}
${c.events.length ? `<h2 id="events">Events</h2>\n${c.events.map(event).join('\n')}` : ''}
${schemas.length ? `<h2 id="schemas">Schemas</h2>\n${schemas.map(([name, s]) => `<section id="schema-${anchor(name)}"><h3>${esc(name)}</h3><p>${renderSchema(doc, s)}</p></section>`).join('\n')}` : ''}`;
  return page(`${c.title} ${c.version}`, body, { up: indexHref });
}
