import { ErrorResponseSchema, ValidationErrorSchema } from 'shared-kit/contracts';

/** The error answers of a call that needs a signed-in account and is throttled: every status such a call can give. */
export const GuardedErrorsSchemas = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  419: ErrorResponseSchema,
  422: ValidationErrorSchema,
  429: ErrorResponseSchema,
};
