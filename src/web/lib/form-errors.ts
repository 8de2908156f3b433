import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** Shows the server's per-field messages (400 validation, 409 conflicts) under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error)) return;
  let isFirst = true;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: isFirst });
    isFirst = false;
  }
}

const REQUEST_ID_LABEL = '(Request ID: ';

/** The text a screen shows for a failure, with the request id to quote when the user cannot fix it alone. */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.isWorthReporting)
    return `${error.message} ${REQUEST_ID_LABEL}${error.requestId})`;
  return error instanceof Error ? error.message : String(error);
}

/** Whether a text from `errorMessage` carries a request id: a notification showing it stays until dismissed. */
export function carriesRequestId(text: string | undefined): boolean {
  return text?.includes(REQUEST_ID_LABEL) ?? false;
}
