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
  unsupportedEncoding: 'Send the request body uncompressed or with Content-Encoding gzip, deflate or br.',
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

// Kept here rather than beside their schemas, so that web pages showing them do not load zod.
/** Meals (API.md §3.6), their recipes and the availability preview (§2.16, §4.2). */
export const MEAL_MESSAGES = {
  customerForbidden: 'Only restaurant owners and admins can manage meals.',
  ownRestaurantOnly: 'You can only manage your own restaurant.',
  noRestaurant: 'You need to set up your restaurant before adding meals.',
  notOwnIngredient: "This ingredient does not belong to the meal's restaurant.",
  duplicateIngredient: 'Each ingredient may appear only once.',
  cannotMove: 'A meal cannot be moved to another restaurant.',
  lineNotObject: 'Must be an object.',
  // web-side (customer spec §8, owner/admin spec)
  fetchFailed: 'Failed to fetch meals.',
  fetchOneFailed: 'Failed to fetch meal.',
  notFound: 'Meal not found.',
  createFailed: 'Failed to create meal. Please try again.',
  updateFailed: 'Failed to update meal. Please try again.',
  deleteFailed: 'Failed to delete meal. Please try again.',
  deleted: 'Meal deleted successfully',
  confirmDelete: 'Are you sure you want to delete this meal? This action cannot be undone.',
} as const;

/** Lines of `message` in AvailabilityOut (API.md §4.2); quantities are printed as in JSON. */
export const AVAILABILITY_MESSAGES = {
  allAvailable: 'All ingredients are available.',
  outOfStock: (name: string, required: number, inStock: number) =>
    `- ${name} is out of stock. Required: ${required}, Available: ${inStock}`,
  lowInStock: (name: string, required: number, inStock: number) =>
    `- ${name} is low in stock. Required: ${required}, Available: ${inStock}`,
  mealUnavailable: (meal: string) => `- ${meal} is currently unavailable.`,
  // web-side
  customHeading: 'Cannot add to cart due to unavailable ingredients',
  toast: 'Some ingredients are out of stock',
  checkFailed: 'Failed to check ingredient availability',
} as const;

/** Custom meals (API.md §3.7, customer spec §2 and §8). */
export const CUSTOM_MEAL_MESSAGES = {
  nameRequired: 'Please give your meal a name',
  selectIngredient: 'Please select at least one ingredient',
  tooManyIngredients: `A custom meal can have at most ${LIMITS.customMeal.maxLines} ingredients.`,
  sameRestaurant: 'All ingredients must come from the same restaurant.',
  notAvailable: (name: string) => `${name} is not available.`,
  wrongRestaurant: 'The ingredients do not belong to this restaurant.',
  notCustomizable: 'This meal cannot be customized.',
  otherRestaurantMeal: 'This meal is from another restaurant.',
  cannotMove: 'A custom meal cannot be moved to another restaurant.',
  creatorOnly: 'Only the creator of this custom meal can change it.',
  // web-side
  fetchFailed: 'Failed to fetch custom meals.',
  createFailed: 'Failed to create custom meal',
  created: 'Custom meal created and added to cart!',
  loadFailed: 'Failed to load custom meal',
  notFound: 'Custom meal not found.',
  visibilityFailed: 'Failed to update meal visibility. Please try again.',
  nowPublic: 'Your custom meal is now public and eligible for the Top Custom Meals page!',
  nowPrivate: 'Your custom meal is now private.',
  topFailed: 'Failed to load top custom meals',
  noTopRated: 'No rated custom meals yet',
  noIngredients: 'No ingredients available',
} as const;
