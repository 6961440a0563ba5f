/** An error answered to the client in GoTrue's error shape (see http.ts sendError). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badJson = (detail: string) =>
  new ApiError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
export const validationFailed = (message: string) =>
  new ApiError(400, 'validation_failed', message);
export const invalidCredentials = () =>
  new ApiError(400, 'invalid_credentials', 'Invalid login credentials');
export const invalidEmail = () =>
  validationFailed('Unable to validate email address: invalid format');
export const overRequestRateLimit = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
export const overEmailRateLimit = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'over_email_send_rate_limit',
    'email rate limit exceeded',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
export const emailTooSoon = (seconds: number) =>
  new ApiError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
    {},
    { 'Retry-After': String(seconds) },
  );
export const otpExpired = (link: boolean) =>
  new ApiError(
    403,
    'otp_expired',
    link ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
  );
export const unexpectedFailure = () =>
  new ApiError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
