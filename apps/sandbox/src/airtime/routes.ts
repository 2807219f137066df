import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, htmlPage } from '../powertranz/html.js';
import {
  AIRTIME_ERRORS,
  type AirtimeAggregator,
  type AirtimeRefusal,
  type TopUpRecord,
} from './aggregator.js';
import { OPERATORS, SAMPLE_NUMBERS, type Operator } from './numbers.js';

const carrierName = (key: string | null) =>
  key === null ? 'None' : (OPERATORS.find((o) => o.key === key)?.name ?? key);

function numbersPage(): string {
  const rows = SAMPLE_NUMBERS.map(
    (number) => `<tr>
<th scope="row"><code>${escapeHtml(number.msisdn)}</code></th>
<td>${escapeHtml(carrierName(number.carrier))}</td>
<td><code>${escapeHtml(number.behaviour)}</code></td>
<td>${escapeHtml(number.description)}</td>
</tr>`,
  ).join('\n');
  const operators = OPERATORS.map(
    (operator) =>
      `<li>${escapeHtml(operator.name)} (operator ${operator.operatorId}): any amount from $${operator.minAmount} to $${operator.maxAmount} TTD; suggested ${operator.fixedAmounts.map((a) => `$${a}`).join(', ')}</li>`,
  ).join('\n');
  return htmlPage(
    'Yo sandbox top-up numbers',
    `<h1>Top-up numbers</h1>
<p>Mobile numbers the sandbox's airtime aggregator knows. Top one up to see what each does; any
other Trinidad and Tobago number (1868 and 7 digits) with a carrier prefix is delivered at once.</p>
<div class="scroll" role="region" aria-label="Top-up numbers, scrollable" tabindex="0">
<table>
<caption>Sample numbers and their behaviour</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Carrier</th><th scope="col">Behaviour</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
<h2>Operators</h2>
<ul>
${operators}
</ul>`,
  );
}

function operatorView(operator: Operator) {
  const { key: _key, ...view } = operator;
  return view;
}

function topUpView(record: TopUpRecord) {
  const { finalAt: _finalAt, finalStatus: _finalStatus, ...view } = record;
  return view;
}

const refuse = (reply: FastifyReply, refusal: AirtimeRefusal) =>
  reply.code(refusal.status).send({
    timeStamp: new Date().toISOString(),
    errorCode: refusal.errorCode,
    message: refusal.message,
  });

/**
 * The airtime aggregator under `/airtime` (Reloadly's shape): `POST /airtime/oauth/token`
 * (client credentials), `GET /airtime/operators`, `GET /airtime/operators/auto-detect/phone/{phone}/countries/TT`,
 * `POST /airtime/topups` (idempotent on customIdentifier), `GET /airtime/topups/{id}/status`;
 * the sample numbers at `GET /api/topup-numbers` and as a page at `/airtime`.
 */
export function airtimeRoutes(aggregator: AirtimeAggregator): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/topup-numbers', async () =>
      SAMPLE_NUMBERS.map(({ msisdn, carrier, behaviour }) => ({ msisdn, carrier, behaviour })),
    );

    app.get('/airtime', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(numbersPage()),
    );

    app.post<{ Body: { client_id: string; client_secret: string; grant_type: string } }>(
      '/airtime/oauth/token',
      {
        schema: {
          body: {
            type: 'object',
            required: ['client_id', 'client_secret', 'grant_type'],
            properties: {
              client_id: { type: 'string', maxLength: 200 },
              client_secret: { type: 'string', maxLength: 200 },
              grant_type: { type: 'string', enum: ['client_credentials'] },
              audience: { type: 'string', maxLength: 200 },
            },
          },
        },
      },
      async (request, reply) => {
        const issued = aggregator.issueToken(request.body.client_id, request.body.client_secret);
        if (!issued)
          return reply
            .code(401)
            .send({ error: 'access_denied', error_description: 'Unauthorized' });
        return {
          access_token: issued.token,
          scope: 'developer',
          expires_in: issued.expiresIn,
          token_type: 'Bearer',
        };
      },
    );

    app.register(async (api) => {
      api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        const header = request.headers.authorization ?? '';
        const token = header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!aggregator.authorised(token))
          return reply.code(401).send({
            timeStamp: new Date().toISOString(),
            errorCode: 'INVALID_TOKEN',
            message: 'Full authentication is required to access this resource',
          });
      });

      api.get('/airtime/operators', async () => aggregator.operators().map(operatorView));

      api.get<{ Params: { phone: string; country: string } }>(
        '/airtime/operators/auto-detect/phone/:phone/countries/:country',
        {
          schema: {
            params: {
              type: 'object',
              required: ['phone', 'country'],
              properties: {
                phone: { type: 'string', maxLength: 20 },
                country: { type: 'string', maxLength: 2 },
              },
            },
          },
        },
        async (request, reply) => {
          const digits = request.params.phone.replace(/\D/g, '');
          if (request.params.country.toUpperCase() !== 'TT')
            return refuse(reply, AIRTIME_ERRORS.invalidNumber);
          const found = aggregator.detect(digits);
          if ('errorCode' in found) return refuse(reply, found);
          return operatorView(found.operator);
        },
      );

      api.post<{
        Body: {
          operatorId: number;
          amount: number;
          customIdentifier: string;
          recipientPhone: { countryCode: string; number: string };
        };
      }>(
        '/airtime/topups',
        {
          schema: {
            body: {
              type: 'object',
              required: ['operatorId', 'amount', 'customIdentifier', 'recipientPhone'],
              properties: {
                operatorId: { type: 'integer' },
                amount: { type: 'number', exclusiveMinimum: 0 },
                useLocalAmount: { type: 'boolean' },
                customIdentifier: { type: 'string', minLength: 1, maxLength: 200 },
                recipientPhone: {
                  type: 'object',
                  required: ['countryCode', 'number'],
                  properties: {
                    countryCode: { type: 'string', enum: ['TT'] },
                    number: { type: 'string', maxLength: 20 },
                  },
                },
              },
            },
          },
        },
        async (request, reply) => {
          const outcome = aggregator.topUp(request.body);
          if ('errorCode' in outcome) return refuse(reply, outcome);
          return reply.code(outcome.repeat ? 200 : 201).send(topUpView(outcome.record));
        },
      );

      api.get<{ Params: { transactionId: number } }>(
        '/airtime/topups/:transactionId/status',
        {
          schema: {
            params: {
              type: 'object',
              required: ['transactionId'],
              properties: { transactionId: { type: 'integer' } },
            },
          },
        },
        async (request, reply) => {
          const record = aggregator.status(request.params.transactionId);
          if (!record)
            return reply.code(404).send({
              timeStamp: new Date().toISOString(),
              errorCode: 'TRANSACTION_NOT_FOUND',
              message: 'No top-up has this transaction id.',
            });
          return {
            code: record.status === 'FAILED' ? 'TOPUP_FAILED' : null,
            message: record.errorMessage,
            status: record.status,
            transaction: topUpView(record),
          };
        },
      );
    });
  };
}
