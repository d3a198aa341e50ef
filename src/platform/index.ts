export { safeLocalPath, isSafeLocalPath } from './safeLocalPath';
export { ROUTES, homePath, logoPath, sitePaths, isHomePath, pageTypeOf, type SitePaths } from './sitePaths';
export { followableLink, contentLocalPath, linkHref } from './followableLink';
export { createModel, useModel, type Model, type Next, type Step, type Effect, type Ports, type Clock, type Calls } from './createModel';
export { isPrivatePage, isPrivateField, PRIVATE_SELECTOR, PRIVATE_ATTRIBUTE } from './privatePage';
