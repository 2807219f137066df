import { routes, validateContact, contactMessages } from '@yo/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import {
  addressCountries,
  contactMessages as contactMessageRows,
  countryStates,
  documents,
  signupCountries,
} from '../../db/schema.js';
import {
  ALWAYS_REVALIDATE,
  REFERENCE_LIST_CACHE_CONTROL,
  SENDS_CACHED as cached,
  cachedJson,
  sendCached,
} from '../../http/cached-answer.js';
import { HttpError, ok } from '../../http/envelope.js';
import type { RateLimit } from '../../http/routes.js';
import { serverMessages } from '../../http/server-messages.js';
import { enqueue } from '../../integrations/outbox.js';
import { pageBanners } from './banner-messages.js';
import { serviceStatus } from './service-status.js';
import { notifications } from '../../integrations/notifications.js';

const contactLimit: RateLimit = { max: 5, timeWindow: '10 minutes' };

/** ISO 3166 numeric codes are three digits ('052' for Barbados). */
const isoText = (code: number) => code.toString().padStart(3, '0');

/** The name in 'New contact request from {name}', read back with the domain's own template. */
function nameFromSubject(subject: string): string | null {
  const template = contactMessages.subject('\u0000');
  const [prefix, suffix] = template.split('\u0000') as [string, string];
  if (!subject.startsWith(prefix) || !subject.endsWith(suffix)) return null;
  return subject.slice(prefix.length, subject.length - suffix.length);
}

export function registerContentRoutes(context: AppContext): void {
  const { db, define, config, reference } = context;

  define(routes.signupCountries, cached, async (_input, request, reply) => {
    const answer = await reference.get('signup-countries', ['signup_countries'], async () => {
      const rows = await db
        .select({
          countryId: signupCountries.countryId,
          description: signupCountries.description,
          phoneCode: signupCountries.phoneCode,
        })
        .from(signupCountries)
        .orderBy(asc(signupCountries.sortOrder));
      return cachedJson(ok(rows));
    });
    return sendCached(request, reply, answer, REFERENCE_LIST_CACHE_CONTROL);
  });

  define(routes.bannerMessages, cached, async ({ query }, request, reply) => {
    const { answer } = await pageBanners(reference, db, query.pageName, query.isRegistered);
    return sendCached(request, reply, answer, REFERENCE_LIST_CACHE_CONTROL);
  });

  define(routes.document, {}, async ({ params }, _request, reply) => {
    const [document] = await db
      .select()
      .from(documents)
      .where(eq(documents.fileId, params.fileId.toLowerCase()));
    if (!document) throw new HttpError(404, serverMessages.documentNotFound);
    return reply
      .type(document.contentType)
      .header('content-disposition', `inline; filename="${document.fileName}"`)
      .header('cache-control', 'public, max-age=3600')
      .header('last-modified', document.updatedAt.toUTCString())
      .send(Buffer.from(document.content));
  });

  define(routes.serviceStatus, cached, async ({ query }, request, reply) => {
    const status = await serviceStatus(reference, db, query.serviceId);
    if (!status) throw new HttpError(404, serverMessages.documentNotFound);
    return sendCached(request, reply, status.answer, ALWAYS_REVALIDATE);
  });

  define(routes.addressCountries, cached, async (_input, request, reply) => {
    const answer = await reference.get('address-countries', ['address_countries'], async () => {
      const rows = await db
        .select()
        .from(addressCountries)
        .orderBy(asc(addressCountries.sortOrder));
      return cachedJson(ok(rows.map((row) => ({ isoCode: isoText(row.isoCode), name: row.name }))));
    });
    return sendCached(request, reply, answer, REFERENCE_LIST_CACHE_CONTROL);
  });

  define(routes.countryStates, cached, async ({ params }, request, reply) => {
    // Anything but one to three digits names no country: no key of its own in the cache.
    const code = /^\d{1,3}$/.test(params.id) ? Number(params.id) : null;
    const key = `states:${code ?? 'none'}`;
    const answer = await reference.get(key, ['country_states'], async () => {
      if (code === null) return cachedJson(ok([]));
      const rows = await db
        .select({ alphaCode: countryStates.alphaCode, name: countryStates.name })
        .from(countryStates)
        .where(eq(countryStates.countryIsoCode, code))
        .orderBy(asc(countryStates.name));
      return cachedJson(ok(rows));
    });
    return sendCached(request, reply, answer, REFERENCE_LIST_CACHE_CONTROL);
  });

  define(routes.sendContactEmail, { rateLimit: contactLimit }, async ({ body }) => {
    const name = nameFromSubject(body.subject);
    const check = validateContact({
      name: name ?? '',
      email: body.email,
      mobile: body.mobile,
      message: body.message,
    });
    if (!check.ok) throw new HttpError(400, check.first);
    await saveAndForward(db, config.supportEmail, body);
    context.wakeOutbox();
    return ok(null, { msg: contactMessages.sent });
  });
}

/** Kept in the database and queued for the support mailbox in one transaction. */
async function saveAndForward(
  db: Database,
  supportEmail: string,
  contact: { subject: string; message: string; email: string; mobile: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessageRows).values({
      subject: contact.subject,
      message: contact.message,
      email: contact.email.trim(),
      mobile: contact.mobile.trim() === '' ? null : contact.mobile.trim(),
    });
    await enqueue(tx as unknown as Database, {
      channel: 'email',
      recipient: supportEmail,
      subject: contact.subject,
      body: notifications.contactEmail(
        contact.message,
        contact.email.trim(),
        contact.mobile.trim(),
      ),
      replyTo: contact.email.trim(),
    });
  });
}
