/**
 * The shared runtime's one entry: the layers every island loads (config, platform, api, stores, events,
 * integrations, ui), for a widget or a lazy chunk to import like any module. Each layer's index lists only what
 * belongs to the shared runtime; a module that only some widgets use (a field rule of src/validation, the lists
 * calls, the session timer's store) is in no index and is imported by its file.
 *
 * Why one entry: esbuild splits shared code into chunks by the set of entries (widgets and lazy chunks) that reach
 * each file, following every import of a file. defineWidget imports this module, so every widget reaches all of
 * the runtime; a lazy chunk that imports it reaches the same files, and the runtime stays in the same chunks. A
 * lazy chunk that imported a few runtime files instead would split them off (session replay's measured +1,323 B
 * for every shopper). src/mount is not in here: it mounts the islands and starts the lazy chunks.
 */
export * from './config';
export * from './platform';
export * from './api';
export * from './stores';
export * from './events';
export * from './integrations';
export * from './ui';
