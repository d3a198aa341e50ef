/** ATG's form errors: an answer with formError true is a typed failure with its field errors and messages. */
import type { FormErrorResult, FormException } from './result';

/** Maps formExceptions to field errors (first message per propertyPath) and general messages. */
export function toFormError(data: unknown, status: number): FormErrorResult {
  const raw = (data as { formExceptions?: unknown }).formExceptions;
  const exceptions: FormException[] = (Array.isArray(raw) ? raw : [])
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
    .map((e) => ({
      propertyPath: typeof e.propertyPath === 'string' ? e.propertyPath : '',
      localizedMessage: typeof e.localizedMessage === 'string' ? e.localizedMessage : '',
      errorCode: typeof e.errorCode === 'string' ? e.errorCode : '',
    }));
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  for (const e of exceptions) {
    if (e.propertyPath) fieldErrors[e.propertyPath] ??= e.localizedMessage;
    else if (e.localizedMessage) messages.push(e.localizedMessage);
  }
  const message = messages[0] ?? exceptions[0]?.localizedMessage ?? 'The form has errors.';
  return { ok: false, kind: 'formError', status, fieldErrors, messages, exceptions, message, data };
}
