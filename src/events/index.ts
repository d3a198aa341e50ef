export { emit, on, track, EVENT_PREFIX } from './events';
export { startHostBridge } from './hostBridge';
export { startPageAnalytics, analyticsUserType } from './pageAnalytics';
export type * from './eventMap';
