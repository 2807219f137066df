import { useEffect, useState } from 'react';
import { initialDashboard, loadDashboard, type DashboardData } from './dashboard';
import { appActivityPorts, type ActivityPorts } from './ports';

/** Loads the dashboard's lists, then its stats (4.8), once per visit. Ports injected for tests. */
export function useDashboard(ports: ActivityPorts = appActivityPorts): DashboardData {
  const [data, setData] = useState<DashboardData>(initialDashboard);
  useEffect(() => {
    let live = true;
    setData(initialDashboard);
    void loadDashboard(
      ports,
      (change) => setData((current) => ({ ...current, ...change })),
      () => live,
    );
    return () => {
      live = false;
    };
  }, [ports]);
  return data;
}
