// Until the widgets import src/platform themselves (one mechanical commit).
export * from '../platform/followableLink';
