import { CHARITIES } from '@yo/domain';
import { Illustration } from '../../art/Illustration';
import { Hero, Page, Prose, SectionTitle } from '../../layout/page';
import * as styles from './DonateScreen.css';
import { Link } from '../../layout/Link';

/** What each partner charity does, in our words; ids and codes come from @yo/domain. */
const charityCopy: Record<number, { name: string; about: string; mark: string; color: string }> = {
  33: {
    name: 'Coalition Against Domestic Violence',
    about:
      'Since 1987 the Coalition has offered counselling, legal guidance and safe spaces to survivors of domestic violence, and runs education programmes in schools and communities across Trinidad and Tobago.',
    mark: 'CADV',
    color: '#7A1F5C',
  },
  22: {
    name: 'Animal Welfare Network',
    about:
      'A volunteer network that rescues, treats and rehomes abandoned dogs and cats, and funds low-cost spay and neuter clinics so fewer animals end up on the street.',
    mark: 'AWN',
    color: '#1B6E35',
  },
  170: {
    name: 'Is There Not A Cause (ITNAC)',
    about:
      'ITNAC feeds, clothes and shelters people living on the streets of Port of Spain, and helps them back into housing, training and work.',
    mark: 'ITNAC',
    color: '#8A5300',
  },
  266: {
    name: 'SEWA International Trinidad and Tobago',
    about:
      'SEWA TT volunteers bring disaster relief, hampers and medical outreach to families in need, and support children with school supplies and tutoring.',
    mark: 'SEWA',
    color: '#0B4F9C',
  },
};

function Mark({ text, color, name }: { text: string; color: string; name: string }) {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" role="img" aria-label={`${name} logo`}>
      <circle cx="48" cy="48" r="48" fill={color} />
      <text
        x="48"
        y="55"
        textAnchor="middle"
        fontFamily="sans-serif"
        fontWeight="700"
        fontSize={text.length > 4 ? 17 : 22}
        fill="#FFFFFF"
      >
        {text}
      </text>
    </svg>
  );
}

export default function DonateScreen() {
  return (
    <Page>
      <Hero
        eyebrow="Donate"
        title="Give to causes that matter at home"
        lead="Donate to our partner charities by Visa or Mastercard in under 2 minutes. Every donation goes to the charity you choose."
        art={<Illustration kind="donate" alt="Three hearts" />}
      />
      <section aria-labelledby="charities">
        <Prose>
          <SectionTitle id="charities">Our partner charities</SectionTitle>
          <p>
            Choose a charity and press Donate. You can give as a guest — no account needed — and you
            will receive an email receipt for your records.
          </p>
        </Prose>
        <ul className={styles.list} style={{ marginTop: 'var(--yo-space-5)' }}>
          {CHARITIES.map(({ charityId, charityCode }) => {
            const copy = charityCopy[charityId]!;
            return (
              <li className={styles.charity} key={charityId}>
                <Mark text={copy.mark} color={copy.color} name={copy.name} />
                <div>
                  <h3>{copy.name}</h3>
                  <p>{copy.about}</p>
                </div>
                <Link
                  href={`/quickpay/${charityId}/${charityCode}`}
                  appearance="button"
                  aria-label={`Donate to ${copy.name}`}
                >
                  Donate
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </Page>
  );
}
