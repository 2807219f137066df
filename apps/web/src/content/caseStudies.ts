import { CASE_STUDY_MONTHS_TO_PAY, type CaseStudy } from '@yo/domain';
import { figures } from './company';

/** Partner stories (spec 2.11), found by their url slug. */
export const caseStudies: CaseStudy[] = [
  {
    logo: 'SC',
    company: 'Solis Credit',
    url: 'solis-credit',
    previewQuote: {
      text: `Our customers can now pay from home, at an agent or on their phone, and we let them spread payments over up to ${CASE_STUDY_MONTHS_TO_PAY} months without chasing anyone.`,
      title: 'Operations Manager, Solis Credit',
    },
    details: {
      company:
        'Solis Credit is a consumer finance company in San Fernando that helps families buy appliances, furniture and electronics on easy instalment plans.',
      challenge:
        'Customers had to visit a Solis branch every month to make a payment. Branches were crowded at month end, staff spent hours on cash handling, and payments missed because of a long trip turned into arrears.',
      solution: [
        {
          type: 'text',
          value: `Solis joined Yo as a payee. Customers now pay their instalments online by Visa or Mastercard, or in cash at more than ${figures.agentCount} Yo agents. Payment files reach Solis every day, so accounts are always up to date.`,
        },
        {
          type: 'quote',
          value: `We offer up to ${CASE_STUDY_MONTHS_TO_PAY} months to pay, and with Yo our customers actually pay on time. Month end is calm for the first time in years.`,
        },
        {
          type: 'text',
          value:
            'Branch staff moved from counting cash to helping customers choose the right plan.',
        },
      ],
      quote: `We offer up to ${CASE_STUDY_MONTHS_TO_PAY} months to pay, and with Yo our customers actually pay on time.`,
      quoteTitle: 'Operations Manager, Solis Credit',
      impact:
        'More than half of all instalments are now paid outside the branches, and late payments have fallen sharply since Solis went live with Yo.',
    },
  },
  {
    logo: 'MT',
    company: 'MADE Technologies',
    url: 'made-technologies',
    previewQuote: {
      text: 'The Yo gateway took our online store from bank transfers and screenshots to real card payments in a couple of weeks.',
      title: 'Founder, MADE Technologies',
    },
    details: {
      company:
        'MADE Technologies sells laptops, phones and accessories online and delivers across Trinidad and Tobago.',
      challenge:
        'Customers paid by bank transfer and sent screenshots as proof. Every order had to be checked by hand, deliveries waited for transfers to clear, and many shoppers gave up at checkout.',
      solution: [
        {
          type: 'text',
          value:
            "MADE integrated the Yo payment gateway's hosted checkout with a few calls to the REST API. Customers pay by Visa or Mastercard with 3-D Secure 2, and orders are confirmed by real-time API notifications.",
        },
        {
          type: 'quote',
          value:
            'Orders now confirm themselves. We ship the same day instead of waiting for transfers.',
        },
      ],
      quote:
        'Orders now confirm themselves. We ship the same day instead of waiting for transfers.',
      quoteTitle: 'Founder, MADE Technologies',
      impact: `Checkout abandonment dropped, same-day delivery became the norm and settlement arrives in ${figures.settlement}.`,
    },
  },
  {
    logo: 'CJ',
    company: 'CJ Cubes Wholesale',
    url: 'cj-cubes-wholesale',
    previewQuote: {
      text: 'Our drivers used to carry thousands in cash. Now the shops scan our Scan2Pay code and the money is in the account.',
      title: 'Managing Director, CJ Cubes Wholesale',
    },
    details: {
      company:
        'CJ Cubes Wholesale supplies ice, drinks and groceries to more than two hundred mini marts and parlours in central and south Trinidad.',
      challenge:
        'Drivers collected cash on every delivery. It was a safety risk, counting took hours at the end of each day and mistakes were hard to trace.',
      solution: [
        {
          type: 'text',
          value:
            'Every CJ Cubes invoice now carries a Scan2Pay QR code. Shop owners scan it and pay by card, or pay the balance in cash at a Yo agent. CJ Cubes receives file notifications every few minutes and reconciles the day automatically.',
        },
        {
          type: 'quote',
          value: 'Our drivers are safer, and we know who has paid before the truck is back.',
        },
      ],
      quote: 'Our drivers are safer, and we know who has paid before the truck is back.',
      quoteTitle: 'Managing Director, CJ Cubes Wholesale',
      impact: `Cash on the trucks fell by most of its value, and end-of-day reconciliation takes minutes. At ${figures.standardRate} per transaction, Scan2Pay costs less than the cash-in-transit service it replaced.`,
    },
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.url === slug);
}
