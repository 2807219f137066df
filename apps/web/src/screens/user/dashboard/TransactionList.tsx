import { StatusIcon } from '@yo/ui';
import styled from 'styled-components';
import type { TransactionView } from '../../../flows/activity';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

/**
 * Icon, then account over date and amount over provider. A phone number stays on one line; on a
 * phone the amount gives way instead ('TTD' over '$150.00'), so a row fits 320 px.
 */
const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(min-content, 1fr) auto;
  gap: var(--yo-space-1) var(--yo-space-3);
  align-items: center;
  padding: var(--yo-space-3) 0;
  border-bottom: 1px solid var(--yo-color-border-default);
  &:last-child {
    border-bottom: none;
  }
`;

const Icon = styled.div`
  grid-row: span 2;
`;

const Account = styled.span`
  font-weight: var(--yo-font-weight-bold);
  overflow-wrap: anywhere;
  &[data-phone] {
    white-space: nowrap;
  }
`;

const Amount = styled.span`
  font-weight: var(--yo-font-weight-bold);
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const Muted = styled.span`
  font-size: var(--yo-font-size-small);
  color: var(--yo-color-text-muted);
  overflow-wrap: anywhere;
`;

const Provider = styled(Muted)`
  text-align: end;
`;

/** A dashboard card's latest transactions (2.13): status icon with tooltip, account, date, amount, provider. */
export function TransactionList({ rows, label }: { rows: TransactionView[]; label: string }) {
  return (
    <List aria-label={label}>
      {rows.map((row) => (
        <Item key={row.id}>
          <Icon>
            <StatusIcon status={row.status} />
          </Icon>
          <Account data-phone={row.accountIsPhone || undefined}>{row.account}</Account>
          <Amount>{row.amount}</Amount>
          <Muted>{row.date}</Muted>
          <Provider>{row.provider}</Provider>
        </Item>
      ))}
    </List>
  );
}
