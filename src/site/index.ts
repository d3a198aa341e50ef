// Until the widgets import src/platform and src/integrations themselves (one mechanical commit).
export * from '../platform';
export * from '../integrations';
