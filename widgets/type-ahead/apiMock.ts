// For unit tests only (no widget code imports it): the type-ahead's api.ts with every call a mock, for
// `vi.mock('./api', () => import('./apiMock'))`; a test reads and sets the same mocks through this module.
import { vi } from 'vitest';
import type { ApiResult } from '../../src/api';
import type * as api from './api';

export const fetchSuggestions = vi.fn<typeof api.fetchSuggestions>();
export const fetchProducts = vi.fn<typeof api.fetchProducts>();
export const lookupRedirect = vi.fn<typeof api.lookupRedirect>(async () => null);
export const nav = { go: vi.fn<typeof api.nav.go>() };

/** A successful answer of the client. */
export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, kind: 'ok', status: 200, data });
