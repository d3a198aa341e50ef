export { emit, on, track, EVENT_PREFIX } from './events';
