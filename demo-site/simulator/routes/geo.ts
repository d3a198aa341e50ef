/**
 * A maps-service-compatible zip geocoder over the zipcodes data set: the same query parameters
 * (countryCode, postalCode, key) and the same answer shape (`results[0].position.lat/lon`). It answers at the
 * init data's `tomTomInfo.url` and at the client's `geocode` path (`/rest/maps/geocode/{postalCode}.json`),
 * the one a page without `tomTomInfo` uses. That path is the store's own: it holds the maps key itself, so it
 * asks for none.
 */
import type { Context } from 'hono';
import type { RouteModule } from '../types';
import { geocodeZip } from '../../data';
import { CONTENT_PATHS } from './content';

function answer(c: Context, postalCode: string, keyNeeded: boolean) {
  const key = c.req.query('key');
  if (keyNeeded && !key) return c.json({ errorText: 'You must provide a key.', httpStatusCode: 403 }, 403);
  const country = (c.req.query('countryCode') ?? 'US').toUpperCase();
  const hit = country === 'US' ? geocodeZip(postalCode) : undefined;
  const results = hit
    ? [
        {
          type: 'Geography',
          entityType: 'PostalCodeArea',
          score: 1,
          address: { postalCode: hit.postalCode, municipality: hit.city, countrySubdivision: hit.state, countryCode: 'US', country: 'United States' },
          position: { lat: hit.lat, lon: hit.lon },
        },
      ]
    : [];
  return c.json({ summary: { query: postalCode, queryType: 'NON_NEAR', numResults: results.length, totalResults: results.length }, results });
}

export const registerGeo: RouteModule = (app) => {
  app.get(CONTENT_PATHS.geocode, (c) => answer(c, c.req.query('postalCode') ?? '', true));
  app.get(CONTENT_PATHS.geocodeByZip, (c) => answer(c, (c.req.param('file') ?? '').replace(/\.json$/, ''), false));
};
