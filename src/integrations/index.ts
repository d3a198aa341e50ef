export { loadPayPal, type PayPalNamespace, type PayPalButtonsOptions } from './paypal';
export {
  addScript,
  loadExternalScript,
  scriptVerdict,
  scriptSources,
  resetExternalScripts,
  type ScriptVerdict,
  type ScriptOutcome,
  type AddScriptOptions,
  type ExternalScriptOptions,
} from './externalScript';
export { vendorGlobal } from './vendorGlobal';
