import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TEST_CARDS } from './cards.js';
import type { PowerTranzGateway, PowerTranzResponse } from './gateway.js';
import { cardsPage, challengePage, merchantResponsePage, unknownSessionPage } from './pages.js';

export interface PowerTranzRoutesOptions {
  /**
   * The sandbox's address as the cardholder's browser sees it, e.g. `http://localhost:3000/sandbox`;
   * by default it is taken from each sale request's Host header and the mount prefix.
   */
  publicBaseUrl?: string;
}

type FormBody = Record<string, string | undefined>;

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The SpiToken arrives as a JSON string; some clients send it as text/plain, quoted or not. */
function spiTokenFrom(body: unknown): string {
  if (typeof body !== 'string') return '';
  const text = body.trim();
  if (text.startsWith('"')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return typeof parsed === 'string' ? parsed : '';
    } catch {
      return '';
    }
  }
  return text;
}

/**
 * The PowerTranz gateway under `/powertranz` (`/api/spi/sale` … as at `https://staging.ptranz.com`),
 * its ACS under `/powertranz/acs`, and the test-card page at `/cards`.
 */
export function powertranzRoutes(
  gateway: PowerTranzGateway,
  options: PowerTranzRoutesOptions = {},
): FastifyPluginAsync {
  return async (app) => {
    // The ACS receives browser form posts; scoped to this plugin, so the host's parsers are untouched.
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }

    const acsBaseUrl = (request: FastifyRequest) => {
      const base = options.publicBaseUrl ?? `${request.protocol}://${request.host}${app.prefix}`;
      return `${base.replace(/\/+$/, '')}/powertranz/acs`;
    };

    /** The credential headers every call but payment completion carries. */
    const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
      const ok = gateway.checkCredentials(
        header(request, 'powertranz-powertranzid'),
        header(request, 'powertranz-powertranzpassword'),
      );
      if (!ok) {
        const refusal: PowerTranzResponse = {
          TransactionType: 0,
          Approved: false,
          TransactionIdentifier: '',
          TotalAmount: 0,
          CurrencyCode: '',
          IsoResponseCode: '',
          ResponseMessage: 'Invalid PowerTranz credentials',
          Errors: [{ Code: 'Credentials', Message: 'Invalid PowerTranz credentials' }],
        };
        void reply.code(401).send(refusal);
      }
      return ok;
    };

    app.get('/powertranz/api/alive', async () => ({ Name: 'Yo sandbox PowerTranz', Alive: true }));

    for (const kind of ['sale', 'auth'] as const) {
      app.post(`/powertranz/api/spi/${kind}`, async (request, reply) => {
        if (!authorised(request, reply)) return reply;
        return gateway.startSpi(kind, request.body, acsBaseUrl(request));
      });
    }

    app.post('/powertranz/api/spi/payment', async (request) =>
      gateway.completePayment(spiTokenFrom(request.body)),
    );

    app.post('/powertranz/api/capture', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      return gateway.capture(request.body);
    });
    app.post('/powertranz/api/refund', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      return gateway.refund(request.body);
    });
    app.post('/powertranz/api/void', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      return gateway.void(request.body);
    });
    app.post('/powertranz/api/riskmgmt', async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      return gateway.tokenize(request.body);
    });

    /** Sandbox only: what the gateway holds, masked, for people and tests to inspect. */
    app.get('/powertranz/api/transactions', async () => gateway.transactions());

    // The issuer's ACS. Its pages run in the merchant's iframe.
    app.post<{ Body: FormBody }>('/powertranz/acs/method', async (request, reply) => {
      gateway.methodCompleted(request.body?.threeDSMethodData ?? '');
      return sendHtml(reply, '<!doctype html><html lang="en"><title>Device check</title></html>');
    });

    const renderStep = (
      reply: FastifyReply,
      step: ReturnType<PowerTranzGateway['authenticate']>,
    ) => {
      if (step.kind === 'unknown') return sendHtml(reply, unknownSessionPage(), 404);
      if (step.kind === 'challenge') {
        // Served from …/acs/authenticate, so the relative action is …/acs/challenge.
        return sendHtml(reply, challengePage({ ...step, actionUrl: 'challenge' }));
      }
      return sendHtml(reply, merchantResponsePage(step));
    };

    app.post<{ Body: FormBody }>('/powertranz/acs/authenticate', async (request, reply) =>
      renderStep(
        reply,
        gateway.authenticate(request.body?.threeDSSessionData ?? '', request.body?.threeDSCompInd),
      ),
    );

    app.post<{ Body: FormBody }>('/powertranz/acs/challenge', async (request, reply) => {
      const body = request.body ?? {};
      const action = body.action === 'cancel' ? 'cancel' : 'submit';
      return renderStep(
        reply,
        gateway.challenge(body.threeDSSessionData ?? '', action, body.otp ?? ''),
      );
    });

    app.get('/cards', async (_request, reply) => sendHtml(reply, cardsPage(TEST_CARDS)));
  };
}
