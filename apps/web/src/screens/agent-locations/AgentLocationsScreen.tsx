import { Link, Pagination, TextField } from '@yo/ui';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { figures } from '../../content/company';
import { DataTable, type Column, type SortDirection } from '../../layout/DataTable';
import { Hero, Page } from '../../layout/page';
import { useBusy } from '../../state/useBusy';
import { loadAgents, searchAgents, sortAgents, type Agent, type AgentSortKey } from './agents';

const PAGE_SIZE = 10;

const Tools = styled.div`
  display: grid;
  gap: var(--yo-space-3);
  align-items: end;
  @media (min-width: 600px) {
    grid-template-columns: minmax(0, 420px) 1fr;
  }
  p {
    margin: 0;
    color: var(--yo-color-text-muted);
  }
`;

const Results = styled.section`
  display: grid;
  gap: var(--yo-space-4);
`;

export default function AgentLocationsScreen() {
  const busy = useBusy();
  const [agents, setAgents] = useState<Agent[]>([]);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: AgentSortKey; direction: SortDirection }>({
    key: 'name',
    direction: 'ascending',
  });
  const [page, setPage] = useState(1);

  useEffect(() => {
    let live = true;
    void busy(loadAgents).then((rows) => {
      if (live) setAgents(rows);
    });
    return () => {
      live = false;
    };
  }, [busy]);

  const found = useMemo(
    () => sortAgents(searchAgents(agents, query), sort.key, sort.direction),
    [agents, query, sort],
  );
  const pageCount = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = found.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const columns: Column<Agent>[] = [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'street', header: 'Street', sortable: true },
    { key: 'town', header: 'Town', sortable: true },
    { key: 'city', header: 'City', sortable: true },
    { key: 'contact', header: 'Contact', sortable: true },
    { key: 'hours', header: 'Hours', sortable: true },
    {
      key: 'mapUrl',
      header: 'Map',
      render: (agent) =>
        agent.mapUrl ? (
          <Link
            href={agent.mapUrl}
            external
            aria-label={`Map of ${agent.name} (opens in a new tab)`}
          >
            View map
          </Link>
        ) : (
          <span>No map</span>
        ),
    },
  ];

  return (
    <Page>
      <Hero
        eyebrow="Agent Locations"
        title="Find a Yo agent near you"
        lead={`Pay bills in cash or by Visa debit at more than ${figures.agentCount} agents across Trinidad and Tobago. Payments from ${figures.agentMinimum} to ${figures.agentMaximum}; agents may charge a convenience fee of up to ${figures.agentFee}.`}
      />
      <Results aria-labelledby="agents-title">
        <h2 id="agents-title" style={{ margin: 0 }}>
          Agent network
        </h2>
        <Tools>
          <TextField
            label="Search by name or city"
            type="search"
            value={query}
            onChange={(value) => {
              setQuery(value);
              setPage(1);
            }}
          />
          <p role="status">
            {agents.length === 0
              ? 'Loading agents…'
              : `${found.length} agent${found.length === 1 ? '' : 's'} found`}
          </p>
        </Tools>
        <DataTable
          caption="Yo agents"
          columns={columns}
          rows={visible}
          sort={sort}
          onSort={(key) => {
            setSort((previous) => ({
              key: key as AgentSortKey,
              direction:
                previous.key === key && previous.direction === 'ascending'
                  ? 'descending'
                  : 'ascending',
            }));
            setPage(1);
          }}
          emptyText={agents.length === 0 ? 'No agents to show.' : 'No agent matches your search.'}
        />
        {found.length > PAGE_SIZE ? (
          <Pagination
            aria-label="Agent pages"
            page={current}
            pageSize={PAGE_SIZE}
            totalItems={found.length}
            onPageChange={setPage}
          />
        ) : null}
      </Results>
    </Page>
  );
}
