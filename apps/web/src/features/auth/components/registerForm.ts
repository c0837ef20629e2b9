import { z } from 'zod';
import { RegisterSchema } from '@sangam/shared/auth';

/**
 * The register form's schema: the Terms' checkbox (which also says "I am 18 or older") must be ticked; community
 * news is an optional choice, unticked. The request carries acceptTerms, isAdult and consents.marketing.
 */
export const RegisterFormSchema = RegisterSchema.extend({
  acceptTerms: z.boolean().refine((ticked) => ticked, 'auth.register.termsRequired'),
  marketing: z.boolean().optional(),
});
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;
