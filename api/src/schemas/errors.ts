import { ErrorResponseSchema, ValidationErrorSchema } from 'shared-kit/contracts';

/** The error answers of a call that needs a signed-in account and is throttled: every status such a call can give. */
export const GuardedErrorsSchemas = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  419: ErrorResponseSchema,
  422: ValidationErrorSchema,
  429: ErrorResponseSchema,
};

/** The error answers of a call that needs a signed-in account of the right kind (plugins/auth.ts guards by prefix). */
export const SignedInErrorsSchemas = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  422: ValidationErrorSchema,
};

/** The OpenAPI `security` of a call that needs the bearer token. */
export const BearerSecurity = [{ bearerAuth: [] }];
