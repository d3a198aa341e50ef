export { safeLocalPath, isSafeLocalPath } from './safeLocalPath';
export { ROUTES, homePath, logoPath, sitePaths, isHomePath, pageTypeOf, type SitePaths } from './sitePaths';
export { followableLink, contentLocalPath, linkHref } from './followableLink';
