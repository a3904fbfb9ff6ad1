/**
 * The errors a client can cause, with the HTTP status and code they answer with on REST
 * (`{error: {message, code, status, details}}`) and on GraphQL (`extensions.code`).
 * Anything else is a fault of ours: logged with its stack, answered as a bare 500.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetails {
  /** The input field the error is about (`data.slug`, `filters.and[0].column`). */
  field?: string;
  [key: string]: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badInput = (message: string, field?: string, details?: ErrorDetails) =>
  new AppError('BAD_USER_INPUT', message, field || details ? { ...details, field } : undefined);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field ? { field } : undefined);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Not allowed') => new AppError('FORBIDDEN', message);

/** The body of a REST error answer. */
export function errorBody(error: AppError, requestId: string) {
  return {
    error: {
      message: error.message,
      code: error.code,
      status: error.status,
      ...(error.details ? { details: error.details } : {}),
    },
    requestId,
  };
}

export const internalError = () => new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');
