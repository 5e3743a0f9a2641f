import { isAxiosError } from 'axios';
import { CONNECTION_ERROR, failureText, type Fail } from '@shared/envelope';

export interface FieldDetail { field: string; message: string }

/** A failed call as the console sees it: the text to show, the HTTP status and the server's body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Partial<Fail> | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body?.error;
  }

  /** The server's `details`, when they name fields (400 VALIDATION_FAILED). */
  get fieldDetails(): FieldDetail[] {
    const d = this.body?.details;
    return Array.isArray(d) ? d.filter((x): x is FieldDetail => !!x && typeof (x as FieldDetail).field === 'string') : [];
  }
}

/** Spec 7/8: the server's message, else its error code, else 'Could not connect to server'. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new ApiError(CONNECTION_ERROR, 0, undefined);
    const body = typeof error.response.data === 'object' && error.response.data !== null ? (error.response.data as Partial<Fail>) : undefined;
    return new ApiError(failureText(body), error.response.status, body);
  }
  return new ApiError(CONNECTION_ERROR, 0, undefined);
}
