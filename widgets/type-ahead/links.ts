/** The type-ahead follows links by the runtime's rule (src/platform): this site's paths and configured hosts. */
export { followableLink, contentLocalPath as safeLocalPath } from '../../src/platform';
