import { describe, expect, it } from 'vitest';
import { appRoutes, routeTitle, unmatchedPathOutcome } from '../src/app/routes';

describe('the route table (spec 2.1)', () => {
  it('holds every public information route of issue 7, each with a screen name', () => {
    expect(appRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/donate',
        '/contact',
        '/optout',
        '/billpay',
        '/topup',
        '/partners',
        '/faq',
        '/agents',
        '/collect-donations',
        '/payment-gateway',
        '/case-studies',
        '/case-studies/:review',
        '/secure',
        '/OnboardingDocuments',
        '/AgentOnboardingDocuments',
        '/AgentLocations',
        '/scan2pay',
        '/scan2payGnS',
      ]),
    );
    for (const route of appRoutes) expect(routeTitle(route, {})).not.toBe('');
  });

  it('names the FAQ screen FAQs and a case study by its company', () => {
    const faq = appRoutes.find((route) => route.path === '/faq')!;
    expect(routeTitle(faq, {})).toBe('FAQs');
    const study = appRoutes.find((route) => route.path === '/case-studies/:review')!;
    expect(routeTitle(study, { review: 'solis-credit' })).toBe('Partner Stories: Solis Credit');
    expect(routeTitle(study, { review: 'nobody' })).toBe('Partner Stories');
  });

  it('sends unknown paths home, and unknown pages of a known section to the 404', () => {
    expect(unmatchedPathOutcome('/no-such-page')).toBe('redirect-home');
    expect(unmatchedPathOutcome('/topups/step')).toBe('redirect-home');
    expect(unmatchedPathOutcome('/quicktopup/step')).toBe('not-found');
    expect(unmatchedPathOutcome('/faq/payments')).toBe('not-found');
    expect(unmatchedPathOutcome('/case-studies/solis-credit/more')).toBe('not-found');
    expect(unmatchedPathOutcome('/about/team?x=1')).toBe('not-found');
  });
});
