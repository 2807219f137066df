import { Table, type TableColumn } from '@yo/ui';
import { Fragment, startTransition, useEffect, useState } from 'react';
import { figures } from '../../content/company';
import { Hero, Muted, Page } from '../../layout/page';
import { loadAgents, type Agent } from './agents';
import * as styles from './AgentLocationsScreen.css';
import { Link } from '../../layout/Link';

const text = (key: keyof Agent) => (agent: Agent) => agent[key];

// A number stays on one line; on phones it may wrap between its parts ("1(868)" / "647-7361"),
// never at the hyphen.
const contactInParts = (agent: Agent) =>
  agent.contact.split(' ').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className={styles.unbroken}>{part}</span>
    </Fragment>
  ));

const columns: TableColumn<Agent>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: text('name'),
    // On phones the city sits under the name, so three columns fit 320 px with whole words.
    mobileCell: (agent) => (
      <>
        {agent.name}
        <Muted>{agent.city}</Muted>
      </>
    ),
    sortValue: text('name'),
    isRowHeader: true,
  },
  {
    id: 'street',
    header: 'Street',
    cell: text('street'),
    sortValue: text('street'),
    hideOnMobile: true,
  },
  { id: 'town', header: 'Town', cell: text('town'), sortValue: text('town'), hideOnMobile: true },
  { id: 'city', header: 'City', cell: text('city'), sortValue: text('city'), hideOnMobile: true },
  {
    id: 'contact',
    header: 'Contact',
    cell: (agent) => <span className={styles.unbroken}>{agent.contact}</span>,
    mobileCell: contactInParts,
    sortValue: text('contact'),
  },
  {
    id: 'hours',
    header: 'Hours',
    cell: text('hours'),
    sortValue: text('hours'),
    hideOnMobile: true,
  },
  {
    id: 'map',
    header: 'Map',
    cell: (agent) =>
      agent.mapUrl ? (
        <Link href={agent.mapUrl} external aria-label={`Map of ${agent.name} (opens in a new tab)`}>
          Map
        </Link>
      ) : (
        'No map'
      ),
  },
];

export default function AgentLocationsScreen() {
  const [agents, setAgents] = useState<Agent[] | null>(null);

  // The table's own status says it is loading: the rest of the page can be read meanwhile, so no
  // full-screen loader covers it (nor loads its modal code on a slow phone).
  useEffect(() => {
    let live = true;
    void loadAgents().then((rows) => {
      if (live) startTransition(() => setAgents(rows));
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Page>
      <Hero
        eyebrow="Agent Locations"
        title="Find a Yo agent near you"
        lead={`Pay bills in cash or by Visa debit at more than ${figures.agentCount} agents across Trinidad and Tobago. Payments from ${figures.agentMinimum} to ${figures.agentMaximum}; agents may charge a convenience fee of up to ${figures.agentFee}.`}
      />
      <section className={styles.results} aria-labelledby="agents-title">
        <h2 id="agents-title">Agent network</h2>
        <p>Search by agent name or city, sort by any column and open an agent on the map.</p>
        {agents === null ? (
          // The table comes with its rows, so its columns are laid out once (no shift).
          <p role="status">Loading agents…</p>
        ) : (
          <Table
            label="Yo agents"
            columns={columns}
            rows={agents}
            getRowId={(agent) => agent.id}
            getSearchText={(agent) => `${agent.name} ${agent.city}`}
            searchLabel="Search by name or city"
            defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
            defaultPageSize={10}
            emptyMessage="No agent matches your search."
            data-testid="agent-table"
          />
        )}
      </section>
    </Page>
  );
}
