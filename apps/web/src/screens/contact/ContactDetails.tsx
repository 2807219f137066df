import { Card } from '@yo/ui';
import { company } from '../../content/company';
import * as styles from './ContactDetails.css';
import { Link } from '../../layout/Link';

/** Spec 2.10: the corporate address, customer care hours and contacts, and social links. */
export function ContactDetails() {
  return (
    <div className={styles.details}>
      <Card title="Visit us" headingLevel={2}>
        <address>
          {company.legalName}
          {company.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </Card>
      <Card title="Customer care" headingLevel={2}>
        <p>{company.hours}</p>
        <p>
          Phone: <Link href={company.phoneHref}>{company.phone}</Link>
        </p>
        <p>
          Email: <Link href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Link>
        </p>
      </Card>
      <Card title="Follow us" headingLevel={2}>
        <ul>
          {company.social.map((network) => (
            <li key={network.name}>
              <Link href={network.href} appearance="standalone" external>
                {network.name}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
