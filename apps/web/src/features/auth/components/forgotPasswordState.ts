/** What the login screens hand to /forgot-password: the number typed so far, and whether it is the admin login. */
export type ForgotPasswordState = { phoneNumber?: string; admin?: boolean };

export const readForgotPasswordState = (state: unknown): ForgotPasswordState =>
  state && typeof state === 'object' ? (state as ForgotPasswordState) : {};
