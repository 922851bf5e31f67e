// What the booking app checks the API's answers and the guest's input with: the contracts' schemas it uses, and
// the API error reader, which is built on zod too. Imported when first needed, through load-validation.ts.
export {
  accessCodeRequestSchema,
  accessVerifiedSchema,
  authStatusSchema,
  availabilityResponseSchema,
  guestSessionSchema,
  pricingResponseSchema,
  propertySchema,
} from '@lakehouse/contracts';
export { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
