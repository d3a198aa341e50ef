// The package ships its types, but its "exports" map does not point at them.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(el: Element): string;
  export function computeAccessibleDescription(el: Element): string;
  export function getRole(el: Element): string | null;
}
