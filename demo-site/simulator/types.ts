/**
 * Types shared by the simulator's app and its route modules. Route modules import them from here
 * (`import type { RouteModule, SimulatorOptions } from '../types'`), never from '../app', which imports
 * every route module: that would be an import circle (the linter's import/no-cycle counts type imports).
 */
import type { Hono } from 'hono';
import type { SessionOptions } from './session';

export interface SimulatorOptions extends SessionOptions {
  /** Seconds-scale session timing for tests, etc. Areas read what they need. */
  [key: string]: unknown;
}

export type SimulatorApp = Hono;

/** A module that adds one area's endpoints to the simulator. */
export type RouteModule = (app: Hono, options: SimulatorOptions) => void;
