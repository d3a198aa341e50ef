/**
 * Content endpoints: init data, header and footer content, country and state lists.
 * Paths the spec does not show follow the store's `/rest/model/...` actor convention.
 */
import type { Hono } from 'hono';
import type { RouteModule, SimulatorOptions } from '../types';
import { COUNTRIES, CONTENT_PAGES, footerContent, headerContent } from '../../data';
import { PATHS } from '../paths';
import { FEATURE_TOGGLES, getSession, type SessionTiming } from '../session';

export const CONTENT_PATHS = {
  init: PATHS.init,
  header: '/rest/model/ll/content/ContentActor/header',
  footer: '/rest/model/ll/content/ContentActor/footer',
  countries: '/rest/model/ll/common/CountryStateActor/countries',
  states: '/rest/model/ll/common/CountryStateActor/states',
  /** The client's default paths for the same lists (its countryList and stateList endpoint keys). */
  countryList: '/rest/model/ll/commerce/locale/CountryStateActor/countryList',
  stateList: '/rest/model/ll/commerce/locale/CountryStateActor/stateList',
  geocode: '/rest/maps/search/2/structuredGeocode.json',
  /** The client's own geocode path (its `geocode` endpoint key), used when the init data names no maps service. */
  geocodeByZip: '/rest/maps/geocode/:file{[^/]+\\.json}',
} as const;

/** The init data (storefront spec section 3, "Initialisation response"). */
export function initData(options: SimulatorOptions = {}, timing?: SessionTiming) {
  return {
    ...timing,
    authPages: CONTENT_PAGES.filter((p) => p.auth).map((p) => p.path + '/'),
    internalAPI: '/rest/model',
    tomTomInfo: { url: CONTENT_PATHS.geocode, key: 'demo-maps-key' },
    chatInfo: { talkativeURL: '/static/chat/chat-demo.js' },
    recsInfo: { algonomyAPIKey: 'demo-recs-key', algonomyBaseURL: '/rest/recs' },
    scene7: { baseURL: '/images/products/', imageSettings: { thumbnail: 'wid=64', listing: 'wid=300', pdp: 'wid=600' } },
    imagePrefixes: { product: '/images/products/', category: '/images/categories/', static: '/static/images/' },
    emailLightBoxPages: ['/'],
    lowerEnv: true,
    // sdkUrl: where the wallet's button script is loaded from (the demo serves a stand-in with the same interface).
    payPalInfo: { 'client-id': 'demo-paypal-client', 'disable-funding': 'credit,card', intent: 'authorize', sdkUrl: '/static/paypal/sdk.js' },
    // scriptUrl: the card-wallet script (storefront spec section 7), a local stand-in on the demo site.
    cardWalletInfo: { scriptUrl: '/static/card-wallet/wallet.js' },
    // Session replay runs only where the feature toggle fullStoryTrackingEnabled is on as well (off in the demo;
    // a test turns it on for its session): the recorder is the demo's local stand-in (no outside service).
    sessionReplay: { enabled: true, orgId: 'demo', scriptUrl: '/static/replay/recorder.js' },
    featureConfig: {
      ...FEATURE_TOGGLES,
      enableStoreOnlyItems: true,
      applePayEnabled: true,
      sapPriceEnabled: false,
      showSessionExpireModal: true,
    },
    ...(options.test ? { test: true } : {}),
  };
}

export const registerContent: RouteModule = (app: Hono, options) => {
  app.get(CONTENT_PATHS.init, (c) => c.json(initData(options, getSession(c).timing)));
  // The optional segment and date parameters select seasonal content on the real store; the demo has one.
  app.get(CONTENT_PATHS.header, (c) => c.json(headerContent));
  app.get(CONTENT_PATHS.footer, (c) => c.json(footerContent()));
  for (const path of [CONTENT_PATHS.countries, CONTENT_PATHS.countryList]) app.get(path, (c) => c.json({ countries: COUNTRIES }));
  for (const path of [CONTENT_PATHS.states, CONTENT_PATHS.stateList])
    app.get(path, (c) => {
      const code = (c.req.query('country') ?? 'US').toUpperCase();
      const country = COUNTRIES.find((k) => k.shortName === code);
      if (!country) return c.json({ formError: true, formExceptions: [{ propertyPath: 'country', localizedMessage: 'Please select a valid country.', errorCode: 'invalidCountry' }] });
      return c.json({ country: country.shortName, states: country.states });
    });
};
