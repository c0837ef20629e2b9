// Auth messages without zod, so the web app's first download need not carry the schema library.
// auth.ts re-exports them; import from either.

export const AUTH_MESSAGES = {
  nameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  occupationRequired: 'Occupation is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters long',
  loginBothRequired: 'Please enter both phone number and password',
  invalidCredentials: 'Invalid phone number or password',
  duplicateUser: 'This phone number is already registered. Please log in instead.',
  duplicateHint: 'This phone number is already registered',
  invalidReferralCode: 'Invalid referral code. Please check the code and try again.',
  referralCodeInvalidShort: 'Invalid referral code',
  registrationFailed: 'Registration failed. Please try again.',
  registrationNoToken: 'Registration successful but no token received',
  registrationSuccess: 'Registration successful! Taking you to your profile...',
  loginFailed: 'Login failed',
  loginInvalidResponse: 'Invalid response from server. Please try again.',
  loginNoUser: 'Login successful but could not load user data',
  adminLoginFailed: 'Login failed. Please try again.',
  adminLoginCheckCredentials: 'Login failed. Please check your credentials and try again.',
  adminOnly: 'Access denied. Admin privileges required.',
  suspended:
    'Your account has been suspended due to a violation of our terms. You will be logged out shortly. Please contact support for more information.',
  suspendedLogin: 'Your account has been suspended. Please contact support for more information.',
  deactivated: 'Your account is deactivated. Reactivate it to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notLoggedIn: 'Please log in to continue.',
  loginToBrowseCategory: 'Please login to browse this category',
  serverIssuesRegister: 'Server connection issues detected. Registration may not be available right now.',
} as const;
