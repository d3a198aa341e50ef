// Until the widgets import src/integrations themselves (one mechanical commit).
export * from '../integrations/cardWallet';
