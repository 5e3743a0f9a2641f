import { summarise, type FieldError } from '../shared/schemas/messages';

/** A refusal the client can act on: its status, a stable code and a sentence for people. */
export class AppError extends Error {
  constructor(public status: number, public code: string, message: string, public details?: unknown[]) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(details: FieldError[], message = summarise(details)) {
    super(400, 'VALIDATION_FAILED', message, details);
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in', code = 'UNAUTHENTICATED') { super(401, code, message); }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that') { super(403, 'FORBIDDEN', message); }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') { super(404, 'NOT_FOUND', message); }
}
export class ConflictError extends AppError {
  constructor(message: string, details?: unknown[]) { super(409, 'CONFLICT', message, details); }
}
export class TooManyRequestsError extends AppError {
  /** retryAfterSeconds becomes the Retry-After header (the envelope sets it). */
  constructor(message: string, public retryAfterSeconds?: number) { super(429, 'TOO_MANY_REQUESTS', message); }
}
