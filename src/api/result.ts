/** The outcome of a commerce call: always one of these, never a thrown error. */

export interface FormException {
  propertyPath: string;
  localizedMessage: string;
  errorCode: string;
}

export interface OkResult<T> {
  ok: true;
  kind: 'ok';
  status: number;
  data: T;
}

/** HTTP 200 with formError true: field errors by propertyPath, general messages (entries without a path). */
export interface FormErrorResult {
  ok: false;
  kind: 'formError';
  status: number;
  /** First message per propertyPath. */
  fieldErrors: Record<string, string>;
  /** Messages without a propertyPath. */
  messages: string[];
  exceptions: FormException[];
  /** The first general message, else the first field message (for logs and simple displays). */
  message: string;
  /** The whole answer (some calls send other fields along). */
  data: unknown;
}

export interface HttpErrorResult {
  ok: false;
  kind: 'http';
  status: number;
  /** The status text (or the start of a plain-text body). */
  message: string;
  body: unknown;
}

export interface RedirectResult {
  ok: false;
  kind: 'redirect';
  status: 301;
  message: string;
  /** Where the page was sent. */
  location: string;
}

/** Failures without a usable answer; status is 0 unless a response arrived. */
export interface TransportErrorResult {
  ok: false;
  kind: 'network' | 'timeout' | 'aborted' | 'malformed-json' | 'invalid-response';
  status: number;
  message: string;
}

export type ApiError = FormErrorResult | HttpErrorResult | RedirectResult | TransportErrorResult;
export type ApiResult<T> = OkResult<T> | ApiError;
