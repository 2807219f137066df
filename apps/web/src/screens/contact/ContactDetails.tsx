import { Card, Link } from '@yo/ui';
import styled from 'styled-components';
import { company } from '../../content/company';

const Details = styled.div`
  display: grid;
  gap: var(--yo-space-4);
  address {
    font-style: normal;
    line-height: var(--yo-font-line-height-normal);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0 var(--yo-space-4);
  }
  p {
    margin: 0;
  }
`;

/** Spec 2.10: the corporate address, customer care hours and contacts, and social links. */
export function ContactDetails() {
  return (
    <Details>
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
    </Details>
  );
}
