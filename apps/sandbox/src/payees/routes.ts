import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, htmlPage } from '../powertranz/html.js';
import { PAYEES, type PayeeAccount } from './accounts.js';
import type { PayeeDirectory, PostingRefusalReason, PostingRequest } from './directory.js';

const REFUSAL_STATUS: Record<PostingRefusalReason, number> = {
  PROVIDER_NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  ACCOUNT_INACTIVE: 422,
  POSTING_REFUSED: 422,
  ORDER_ID_REUSED: 409,
};

const ACCOUNT_NUMBER = '^[A-Za-z0-9-]{1,25}$';

function publicAccount({ providerId, accountNumber, status, nameOnAccount }: PayeeAccount) {
  return { providerId, accountNumber, status, nameOnAccount };
}

function accountsPage(accounts: PayeeAccount[]): string {
  const rows = accounts
    .map(
      (account) => `<tr>
<td>${account.providerId}</td>
<td>${escapeHtml(PAYEES[account.providerId] ?? '')}</td>
<th scope="row"><code>${escapeHtml(account.accountNumber)}</code></th>
<td>${escapeHtml(account.nameOnAccount)}</td>
<td>${account.status === 'ACTIVE' ? 'Active' : 'Inactive'}</td>
<td>${account.refusesPostings ? `Refuses payments: ${escapeHtml(account.refusesPostings)}` : account.status === 'ACTIVE' ? 'Takes payments' : 'Fails the account check'}</td>
</tr>`,
    )
    .join('\n');
  return htmlPage(
    'Yo sandbox payee accounts',
    `<h1>Payee accounts</h1>
<p>Account numbers the sandbox's billers know. Pay one of the active accounts to see a payment
go through; the others show what happens when a biller says no.</p>
<div class="scroll" role="region" aria-label="Payee accounts, scrollable" tabindex="0">
<table>
<caption>Sample accounts by payee</caption>
<thead><tr><th scope="col">Provider id</th><th scope="col">Payee</th><th scope="col">Account number</th><th scope="col">Name on account</th><th scope="col">Status</th><th scope="col">Behaviour</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>`,
  );
}

/**
 * The payee directory: `GET /api/payee-accounts` (the sample list), a page at `/payees`, the
 * account lookup `GET /payees/api/accounts/{providerId}/{accountNumber}` and the posting of
 * captured payments `POST /payees/api/postings`.
 */
export function payeeRoutes(directory: PayeeDirectory): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/payee-accounts', async () => directory.accounts().map(publicAccount));

    app.get('/payees', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(accountsPage(directory.accounts())),
    );

    app.get<{ Params: { providerId: number; accountNumber: string } }>(
      '/payees/api/accounts/:providerId/:accountNumber',
      {
        schema: {
          params: {
            type: 'object',
            required: ['providerId', 'accountNumber'],
            properties: {
              providerId: { type: 'integer', minimum: 1 },
              accountNumber: { type: 'string', pattern: ACCOUNT_NUMBER },
            },
          },
        },
      },
      async (request, reply) => {
        const { providerId, accountNumber } = request.params;
        const account = directory.find(providerId, accountNumber);
        if (!account) {
          return reply.code(404).send({
            error: directory.hasProvider(providerId) ? 'ACCOUNT_NOT_FOUND' : 'PROVIDER_NOT_FOUND',
            message: directory.hasProvider(providerId)
              ? `No account ${accountNumber} at ${PAYEES[providerId]}`
              : `No payee with provider id ${providerId}`,
          });
        }
        return publicAccount(account);
      },
    );

    app.post<{ Body: PostingRequest }>(
      '/payees/api/postings',
      {
        schema: {
          body: {
            type: 'object',
            required: ['providerId', 'accountNumber', 'amount', 'orderId'],
            additionalProperties: false,
            properties: {
              providerId: { type: 'integer', minimum: 1 },
              accountNumber: { type: 'string', pattern: ACCOUNT_NUMBER },
              amount: { type: 'number', exclusiveMinimum: 0, maximum: 9_999_999.99 },
              orderId: { type: 'string', minLength: 1, maxLength: 100 },
              reference: { type: 'string', maxLength: 100 },
            },
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        // Money is whole cents: 10.005 is a client bug, not a payment.
        if (Math.abs(Math.round(body.amount * 100) - body.amount * 100) > 1e-6) {
          return reply.code(400).send({
            error: 'INVALID_AMOUNT',
            message: 'amount must have at most 2 decimal places',
          });
        }
        const outcome = directory.post({ ...body, reference: body.reference ?? '' });
        if (outcome.result === 'refused') {
          return reply.code(REFUSAL_STATUS[outcome.reason]).send({
            status: 'REFUSED',
            reason: outcome.reason,
            message: outcome.message,
          });
        }
        return reply.code(outcome.result === 'posted' ? 201 : 200).send(outcome.posting);
      },
    );

    app.get<{ Querystring: { providerId?: number } }>(
      '/payees/api/postings',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { providerId: { type: 'integer', minimum: 1 } },
          },
        },
      },
      async (request) => directory.postings(request.query.providerId),
    );
  };
}
