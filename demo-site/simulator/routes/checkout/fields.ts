/** The checkout simulator's small readers of request fields and money (every part of checkout/ uses them). */
export const round = (n: number): number => Math.round(n * 100) / 100;
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
export const bool = (v: unknown): boolean => v === true || v === 'true';
