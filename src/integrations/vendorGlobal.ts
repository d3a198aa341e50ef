/**
 * A third-party script's interface on `window` (PayPal's `paypal`, the chat's `LakeshoreChat`, the recommendations
 * engine's `RecsEngine`, the replay recorder). Content can put named elements on the page (`<form id="paypal">`,
 * `<a id="LakeshoreChat">`), and the browser shows them as properties of `window` too, so a plain `window.paypal`
 * may be an element, and a form's named control (`<input name="Buttons">`) passes a truthiness test. A script's
 * global is an own property of `window`, a named element never is (it lives on the window's prototype chain), and
 * every function the widgets call must be a function.
 */
export function vendorGlobal<T>(name: string, functions: readonly (keyof T & string)[]): T | null {
  if (!Object.hasOwn(window, name)) return null;
  const value = (window as unknown as Record<string, unknown>)[name];
  if (!value || typeof value !== 'object') return null;
  return functions.every((f) => typeof (value as Record<string, unknown>)[f] === 'function') ? (value as T) : null;
}
