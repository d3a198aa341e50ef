/**
 * A maps-service-compatible zip geocoder over the zipcodes data set: the same query parameters
 * (countryCode, postalCode, key) and the same answer shape (`results[0].position.lat/lon`).
 */
import type { RouteModule } from '../types';
import { geocodeZip } from '../../data';
import { CONTENT_PATHS } from './content';

export const registerGeo: RouteModule = (app) => {
  app.get(CONTENT_PATHS.geocode, (c) => {
    const key = c.req.query('key');
    if (!key) return c.json({ errorText: 'You must provide a key.', httpStatusCode: 403 }, 403);
    const country = (c.req.query('countryCode') ?? 'US').toUpperCase();
    const postalCode = c.req.query('postalCode') ?? '';
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
  });
};
