import type { FastifyPluginAsync } from 'fastify';
import type { MessageStore, ReceivedMessage } from '../messages.js';
import type { DemoCustomer } from '../plugin.js';

interface InboxQuery {
  to?: string;
}

const toQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', maxLength: 254 } },
} as const;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function messageItem(message: ReceivedMessage): string {
  const channel = message.channel === 'email' ? 'Email' : 'SMS';
  const subject = message.subject ?? 'Text message';
  return `<li>
  <article aria-label="${escapeHtml(`${channel} to ${message.to}`)}">
    <h2>${escapeHtml(subject)}</h2>
    <p class="meta">${channel} to <strong>${escapeHtml(message.to)}</strong>,
      received <time datetime="${message.receivedAt}">${escapeHtml(message.receivedAt)}</time></p>
    <pre>${escapeHtml(message.body)}</pre>
  </article>
</li>`;
}

function demoSection(demo: DemoCustomer | null): string {
  if (!demo) return '';
  return `<section class="demo" aria-labelledby="demo-title">
    <h2 id="demo-title">Demo customer</h2>
    <p>Log in with this account to see a history of bill payments and top-ups.</p>
    <dl>
      <dt>Email</dt><dd><code>${escapeHtml(demo.email)}</code></dd>
      <dt>Password</dt><dd><code>${escapeHtml(demo.password)}</code></dd>
    </dl>
  </section>`;
}

export function inboxPage(
  messages: ReceivedMessage[],
  to: string,
  demo: DemoCustomer | null = null,
): string {
  const list =
    messages.length === 0
      ? '<p role="status">No messages yet.</p>'
      : `<ol class="messages">${messages.map(messageItem).join('\n')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Yo sandbox inbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1a1a1a; }
  h1 { font-size: 1.5rem; }
  h2 { font-size: 1.125rem; margin: 0 0 .25rem; }
  form { display: flex; gap: .5rem; flex-wrap: wrap; align-items: end; margin-bottom: 1rem; }
  label { display: flex; flex-direction: column; font-weight: 600; }
  input { font: inherit; padding: .5rem; border: 1px solid #555; border-radius: 4px; min-width: 16rem; }
  button { font: inherit; padding: .5rem 1rem; border: 0; border-radius: 4px; background: #b3001b; color: #fff; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .messages { list-style: none; padding: 0; }
  .messages > li { border: 1px solid #ccc; border-radius: 6px; padding: .75rem 1rem; margin-bottom: .75rem; }
  .meta { color: #444; margin: 0 0 .5rem; }
  pre { white-space: pre-wrap; font: inherit; margin: 0; }
  .demo { border: 1px solid #0b57d0; border-radius: 6px; padding: .75rem 1rem; margin-bottom: 1rem; }
  .demo dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
  .demo dt { font-weight: 600; }
  .demo dd { margin: 0; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
  <h1>Sandbox inbox</h1>
  <p>Every email and text message the app sent while running locally, newest first.</p>
  ${demoSection(demo)}
  <form method="get" action="">
    <label for="to">Email address or phone number
      <input id="to" name="to" type="text" value="${escapeHtml(to)}" autocomplete="off">
    </label>
    <button type="submit">Show messages</button>
  </form>
  ${list}
</main>
</body>
</html>`;
}

/**
 * `GET /api/messages?to=` as JSON and `GET /inbox?to=` as a page; `GET /api/demo-customer`
 * answers the host's demo account (404 when it made none).
 */
export function inboxRoutes(
  store: MessageStore,
  demo: DemoCustomer | null = null,
): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/demo-customer', async (_request, reply) =>
      demo
        ? reply
            .header('cache-control', 'no-store')
            .send({ email: demo.email, password: demo.password })
        : reply.code(404).send({ message: 'No demo customer: the app was started without one.' }),
    );
    app.get<{ Querystring: InboxQuery }>(
      '/api/messages',
      { schema: { querystring: toQuery } },
      async (request) => store.list(request.query.to),
    );
    app.get<{ Querystring: InboxQuery }>(
      '/inbox',
      { schema: { querystring: toQuery } },
      async (request, reply) => {
        const to = request.query.to ?? '';
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(inboxPage(store.list(to), to, demo));
      },
    );
  };
}
