import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../src/app/api';
import { loadAgents, toAgents } from '../src/screens/agent-locations/agents';

const rows = [
  {
    Name: "Ramdass's Mini Mart",
    Street: '12 Main Road',
    Town: 'Chaguanas',
    City: 'Chaguanas',
    'Contact#': '1(868) 665-1234',
    OperatingHours: 'Mon-Sat 8:00am - 6:00pm',
    GoogleLocation: 'https://www.google.com/maps?q=10.5,-61.4',
  },
  {
    Name: "Ali's Pharmacy",
    Street: '3 High Street',
    Town: 'San Fernando',
    City: 'San Fernando',
    'Contact#': '1(868) 652-0000',
    OperatingHours: 'Mon-Sun 7:00am - 9:00pm',
    GoogleLocation: 'javascript:alert(1)',
  },
];

describe('the agent listing', () => {
  const agents = toAgents(rows);

  it('reads the spreadsheet columns and keeps only https map links', () => {
    expect(agents[0]).toMatchObject({
      name: "Ramdass's Mini Mart",
      city: 'Chaguanas',
      contact: '1(868) 665-1234',
    });
    expect(agents[0]!.mapUrl).toMatch(/^https:/);
    expect(agents[1]!.mapUrl).toBe('');
  });
});

describe('loading the agent listing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('swallows a file that is not a spreadsheet, with a console warning (spec 8)', async () => {
    vi.spyOn(api, 'call').mockResolvedValue({
      ok: true,
      data: { blob: new Blob(['not a workbook']) },
    } as Awaited<ReturnType<typeof api.call>>);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadAgents()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Agent listing could not be read:', expect.any(Error));
  });
});
