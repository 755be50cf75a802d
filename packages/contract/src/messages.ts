import { LIMITS } from './limits.js';

/** Every user-facing message the server returns or the web shows, defined once. */
export const DEFAULT_MESSAGES = {
  required: 'This field is required.',
  maxChars: (n: number) => `Must be at most ${n} characters.`,
  wholeNumber: 'Must be a whole number.',
  number: 'Must be a number.',
  decimals: (n: number) => `Must have at most ${n} decimal places.`,
  atLeast: (n: number | string) => `Must be at least ${n}.`,
  atMost: (n: number | string) => `Must be at most ${n}.`,
  positive: 'Must be greater than 0.',
  boolean: 'Must be true or false.',
  choice: (value: string, options: readonly string[]) =>
    `"${value}" is not a valid choice. Use one of: ${options.join(', ')}.`,
  doesNotExist: (object: string, id: number | string) => `${object} ${id} does not exist.`,
  list: 'Must be a list.',
  time: 'Must be a time as HH:MM or HH:MM:SS.',
  image: 'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).',
  /** PostgreSQL cannot store U+0000 in text, so no text field accepts it. */
  nulCharacter: 'Must not contain the NUL character.',
} as const;

export const HTTP_MESSAGES = {
  notFound: 'Not found.',
  invalidPage: 'Invalid page.',
  noCredentials: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  forbidden: 'You do not have permission to perform this action.',
  methodNotAllowed: (method: string) => `Method "${method}" is not allowed here.`,
  unsupportedType: (type: string) => `Content type "${type}" is not supported here.`,
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  invalidMultipart: 'The multipart body is malformed or incomplete.',
  tooDeep: 'The request body is nested too deeply.',
  imageTooLarge: 'Images must be 5 MB or smaller.',
  throttled: (seconds: number) => `Request was throttled. Expected available in ${seconds} seconds.`,
  serverError: 'A server error occurred.',
  dbUnavailable: 'The database is not reachable.',
} as const;

/** Label-based messages of the customer spec §5 ('{field} is required' …). */
export const fieldMessages = (label: string) => ({
  required: `${label} is required`,
  min: (n: number) => `${label} must be at least ${n} characters`,
  max: (n: number) => `${label} must be less than ${n} characters`,
});

export const ACCOUNT_MESSAGES = {
  usernameChars: 'Username may contain only letters, digits and @ . + - _',
  usernameTaken: 'A user with that username already exists.',
  invalidEmail: 'Please enter a valid email address',
  emailTaken: 'A user with this email already exists.',
  passwordRule: 'Password must be at least 8 characters with at least one number and one uppercase letter',
  confirmMismatch: 'Confirm password must match password',
  invalidPhone: 'Please enter a valid phone number',
  adminOnlyAdmin: 'Only an admin can create an admin account.',
  badCredentials: 'Unable to log in with provided credentials.',
  bioTooLong: 'Bio must be less than 500 characters',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordsDoNotMatch: 'Passwords do not match',
  cannotChangeOwnType: 'You cannot change your own user type.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  ownsRestaurant: 'This user owns a restaurant. Delete the restaurant before changing the user type.',
  userRestaurantBusy: "This user's restaurant has orders in progress. Complete or cancel them first.",
  resetSent: 'If an account exists for this email address, a password reset link has been sent.',
  resetEmailRequired: 'Email is required',
  resetAllRequired: 'All fields are required',
  resetInvalidLink: 'Invalid reset link',
  resetInvalidToken: 'Invalid or expired token',
  resetSuccess: 'Password reset successful',
  resetSubject: 'Reset your Dishcraft password',
  // web-side
  passwordRequiredCreate: 'Password is required when creating a new user',
  passwordRequiredNew: 'Password is required for new users',
  authRequired: 'Authentication required',
  loginFailed: 'Login failed.',
  registrationFailed: 'Registration failed.',
  resetFailed: 'An error occurred. Please try again later.',
  profileFailed: 'Failed to update profile.',
  profileError: 'An error occurred while updating your profile',
  userInfoMissing: 'User information is missing',
} as const;

/**
 * Texts of the web shell and the sign-in pages (customer spec §2, §8) that the server never sends. Kept here, away
 * from the schemas, so the web shell can import them without zod.
 */
export const AUTH_UI_MESSAGES = {
  anonymousName: 'AnonChef',
  signedOut: 'You have been signed out.',
  welcomeBack: (username: string) => `Welcome back, ${username}!`,
  registeredTitle: 'Account created',
  registeredBody: 'Sign in with your new username and password.',
  checkEmailTitle: 'Check Your Email',
  checkEmailBody: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to reset your password. The link works once, within 1 hour.`,
  resetDoneTitle: 'Password reset successful',
  resetDoneBody: 'Your password has been changed and every session signed out. Sign in with your new password.',
  resetRedirect: (seconds: number) =>
    `Taking you to the sign-in page in ${seconds} second${seconds === 1 ? '' : 's'}...`,
  passwordHint: `At least ${LIMITS.password.min} characters, with at least one number and one uppercase letter`,
  fixFields: 'Please correct the highlighted fields.',
} as const;
