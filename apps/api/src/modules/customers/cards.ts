import {
  cardMessages,
  detectCardBrand,
  lastFour,
  routes,
  savedCardMessages,
  validateAccountCard,
  type AccountCardValues,
  type BillingAddress,
} from '@yo/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { customerCards } from '../../db/schema.js';
import { ok, refused } from '../../http/envelope.js';
import { userOf, type RateLimit } from '../../http/routes.js';
import { idempotencyKeyOf, originOf } from '../payments/routes.js';
import { CARD_RESPONSE_PATH, type CardChecks } from './card-check.js';
import {
  activeCards,
  defaultNickname,
  maskedCardNumber,
  ownActiveCard,
  savedCardView,
  storedAddress,
  type CardRow,
} from './saved-cards.js';
import { ownCustomer } from './routes.js';

const limits = {
  addCard: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimit>;

export interface CardRouteDependencies {
  /** The card check, a kind of payment (its result page is the payments' shared route). */
  checks: CardChecks;
  /** Milliseconds since the epoch (tests move it with the gateway's). */
  clock?: () => number;
}

/** The account form's values as @yo/domain's rules read them. */
function formValues(
  body: { name: string; expirationDate: string; tac: boolean; billingAddress: BillingAddress },
  extra: Partial<AccountCardValues>,
): Partial<AccountCardValues> {
  const address = body.billingAddress;
  return {
    name: body.name,
    expirationDate: body.expirationDate,
    tac: body.tac,
    countryCode: address.countryCode,
    state: address.state ?? '',
    city: address.city,
    line1: address.line1,
    line2: address.line2 ?? '',
    postalCode: address.postalCode ?? '',
    ...extra,
  };
}

const asSaved = (cards: CardRow[]) =>
  cards.map((card) => ({
    customerCardId: card.id,
    cardNumber: maskedCardNumber(card.lastFour),
    nickName: card.nickname,
  }));

/** The first broken rule of the account form, as 5.7 words it, naming its field. */
function refusal(result: ReturnType<typeof validateAccountCard>) {
  if (result.ok) return null;
  const [field, message] = Object.entries(result.errors)[0] ?? ['', result.first];
  return refused(message as string, { field });
}

/** Makes a card the customer's one primary card (the flag leaves the one before). */
async function makePrimary(db: Database, card: CardRow): Promise<void> {
  if (card.isPrimary) return;
  await db.transaction(async (tx) => {
    const now = new Date();
    // Unset first: the database allows one primary per customer at any moment.
    await tx
      .update(customerCards)
      .set({ isPrimary: false, updatedAt: now })
      .where(and(eq(customerCards.customerId, card.customerId), eq(customerCards.isPrimary, true)));
    await tx
      .update(customerCards)
      .set({ isPrimary: true, updatedAt: now })
      .where(and(eq(customerCards.id, card.id), eq(customerCards.isActive, true)));
  });
}

/**
 * Saved cards (spec 7, 2.15, 4.8): list, add (proved by a zero-amount 3-D Secure authorisation,
 * the card check), update, remove and make primary, each on the token's own customer only.
 */
export function registerCardRoutes(context: AppContext, deps: CardRouteDependencies): void {
  const { db, define } = context;
  const clock = deps.clock ?? Date.now;

  define(routes.cardList, {}, async ({ principal }) => {
    const cards = await activeCards(db, userOf(principal).customerId);
    return ok(cards.map(savedCardView), { wrapped: true });
  });

  define(
    routes.addCard,
    { rateLimit: limits.addCard },
    async ({ body, principal }, request, reply) => {
      const { customerId, sessionId } = userOf(principal);
      const cards = await activeCards(db, customerId);
      const problem = refusal(
        validateAccountCard(
          formValues(body, {
            cardNumber: body.cardNumber,
            cvv: body.cvv,
            nickName: body.nickName ?? '',
          }),
          { mode: 'add', savedCards: asSaved(cards), now: new Date(clock()) },
        ),
      );
      if (problem) return problem;
      const nickname =
        (body.nickName ?? '').trim() ||
        defaultNickname(
          detectCardBrand(body.cardNumber) ?? 'Card',
          lastFour(body.cardNumber),
          cards.map((card) => card.nickname),
        );
      const header = request.headers['idempotency-key'];
      const started = await deps.checks.start(
        {
          customerId,
          sessionId,
          request: body,
          nickname,
          // The first card is primary whatever the form says.
          isPrimary: cards.length === 0 || body.isPrimary,
          merchantResponseUrl: `${originOf(context, request)}${CARD_RESPONSE_PATH}`,
        },
        header === undefined ? null : idempotencyKeyOf(request),
      );
      return reply.code(started.status).send(started.body);
    },
  );

  define(routes.updateCard, {}, async ({ body, principal }) => {
    const { customerId } = userOf(principal);
    const card = await ownActiveCard(db, customerId, body.customerCardId);
    if (!card) return refused(savedCardMessages.cardNotFound);
    const cards = await activeCards(db, customerId);
    const problem = refusal(
      validateAccountCard(formValues(body, { nickName: body.nickName }), {
        mode: 'edit',
        savedCards: asSaved(cards),
        customerCardId: card.id,
        now: new Date(clock()),
      }),
    );
    if (problem) return problem;
    const nickname = body.nickName.trim() || card.nickname;
    try {
      await db
        .update(customerCards)
        .set({
          nameOnCard: body.name.trim(),
          expiration: body.expirationDate.replace(/\D/g, ''),
          nickname,
          billingAddress: storedAddress(body.billingAddress),
          updatedAt: new Date(),
        })
        .where(and(eq(customerCards.id, card.id), eq(customerCards.isActive, true)));
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'customer_cards_nickname_unique') {
        return refused(cardMessages.nicknameTaken(nickname), { field: 'nickName' });
      }
      throw error;
    }
    // A primary card stays primary until another is chosen; ticking makes this one primary.
    if (body.isPrimary) await makePrimary(db, card);
    return ok(null);
  });

  define(routes.removeCard, {}, async ({ body, principal }) => {
    const { customerId } = userOf(principal);
    const card = await ownActiveCard(db, customerId, body.customerCardId);
    if (!card) return refused(savedCardMessages.cardNotFound);
    await db.transaction(async (tx) => {
      const now = new Date();
      const [removed] = await tx
        .update(customerCards)
        .set({ isActive: false, isPrimary: false, updatedAt: now })
        .where(and(eq(customerCards.id, card.id), eq(customerCards.isActive, true)))
        .returning({ wasPrimary: customerCards.isPrimary });
      if (!removed || !card.isPrimary) return;
      // The primary went: the most recently added of the others takes its place, if any.
      const [newest] = await tx
        .select({ id: customerCards.id })
        .from(customerCards)
        .where(
          and(
            eq(customerCards.customerId, customerId),
            eq(customerCards.isActive, true),
            ne(customerCards.id, card.id),
          ),
        )
        .orderBy(desc(customerCards.createdAt), desc(customerCards.id))
        .limit(1);
      if (newest) {
        await tx
          .update(customerCards)
          .set({ isPrimary: true, updatedAt: now })
          .where(eq(customerCards.id, newest.id));
      }
    });
    return ok(null);
  });

  define(routes.primaryCard, {}, async ({ query, principal }) => {
    const { customerId } = userOf(principal);
    ownCustomer(customerId, query.customerId);
    const card = await ownActiveCard(db, customerId, query.id);
    if (!card) return refused(savedCardMessages.cardNotFound);
    await makePrimary(db, card);
    return ok(null);
  });
}
