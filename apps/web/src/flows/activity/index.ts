export * from './query';
export * from './results';
export * from './dashboard';
export * from './rows';
export { appActivityPorts, type ActivityPorts, type ExportKind } from './ports';
export { useActivity, type Activity, type UseActivityOptions } from './useActivity';
export { useDashboard } from './useDashboard';
