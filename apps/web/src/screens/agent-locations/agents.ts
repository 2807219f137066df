import { DOCUMENT_IDS, type AgentListingRow } from '@yo/domain';
import { api } from '../../app/api';
import { readFirstSheetInWorker } from '../../lib/readSheetInWorker';

export interface Agent {
  id: string;
  name: string;
  street: string;
  town: string;
  city: string;
  contact: string;
  hours: string;
  mapUrl: string;
}

/** Rows of the agent listing spreadsheet (section 3's columns) as the table shows them. */
export function toAgents(rows: Record<string, string>[]): Agent[] {
  return rows
    .map((row, index) => {
      const listing = row as Partial<AgentListingRow>;
      return {
        id: String(index),
        name: listing.Name ?? '',
        street: listing.Street ?? '',
        town: listing.Town ?? '',
        city: listing.City ?? '',
        contact: listing['Contact#'] ?? '',
        hours: listing.OperatingHours ?? '',
        mapUrl: /^https:\/\//.test(listing.GoogleLocation ?? '') ? listing.GoogleLocation! : '',
      };
    })
    .filter((agent) => agent.name !== '');
}

/** The listing, read from the spreadsheet the API serves. Failures are swallowed (spec 8). */
export async function loadAgents(): Promise<Agent[]> {
  const result = await api.call('document', { params: { fileId: DOCUMENT_IDS.agentListing } });
  if (!result.ok) {
    console.warn('Agent listing could not be loaded:', result.msg);
    return [];
  }
  try {
    return toAgents(await readFirstSheetInWorker(await result.data.blob.arrayBuffer()));
  } catch (error) {
    console.warn('Agent listing could not be read:', error);
    return [];
  }
}
