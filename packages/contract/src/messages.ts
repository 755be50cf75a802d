import { translator } from './i18n/translator.js';
import { LIMITS } from './limits.js';

/** English, the API's language when a request names none: the catalogue's texts, byte for byte as before. */
const t = translator('en');

/** Every message the server returns (and the web shows), defined once in the `errors` catalogue (ADR 023). */
export const DEFAULT_MESSAGES = {
  required: t('errors.field.required'),
  maxChars: (max: number): string => t('errors.field.maxChars', { max }),
  wholeNumber: t('errors.field.wholeNumber'),
  number: t('errors.field.number'),
  decimals: (places: number): string => t('errors.field.decimals', { places }),
  atLeast: (min: number | string): string => t('errors.field.atLeast', { min }),
  atMost: (max: number | string): string => t('errors.field.atMost', { max }),
  positive: t('errors.field.positive'),
  boolean: t('errors.field.boolean'),
  choice: (value: string, options: readonly string[]): string =>
    t('errors.field.choice', { value, options: options.join(', ') }),
  doesNotExist: (object: string, id: number | string): string => t('errors.field.doesNotExist', { object, id }),
  list: t('errors.field.list'),
  /** A list element or nested body that is not a JSON object. */
  object: t('errors.field.object'),
  time: t('errors.field.time'),
  image: t('errors.field.image'),
  /** PostgreSQL cannot store U+0000 in text, so no text field accepts it. */
  nulCharacter: t('errors.field.nulCharacter'),
} as const;

/**
 * The English names messages quote (fieldMessages' labels, doesNotExist's objects); localizeMessage turns a quoted
 * one into the request's language.
 */
export const FIELD_NAMES = {
  username: t('errors.names.username'),
  email: t('errors.names.email'),
  password: t('errors.names.password'),
  confirmPassword: t('errors.names.confirmPassword'),
  firstName: t('errors.names.firstName'),
  lastName: t('errors.names.lastName'),
  meal: t('errors.names.meal'),
  customMeal: t('errors.names.customMeal'),
  restaurant: t('errors.names.restaurant'),
  ingredient: t('errors.names.ingredient'),
  category: t('errors.names.category'),
  area: t('errors.names.area'),
  user: t('errors.names.user'),
} as const;

export const HTTP_MESSAGES = {
  notFound: t('errors.http.notFound'),
  invalidPage: t('errors.http.invalidPage'),
  noCredentials: t('errors.http.noCredentials'),
  invalidToken: t('errors.http.invalidToken'),
  forbidden: t('errors.http.forbidden'),
  methodNotAllowed: (method: string): string => t('errors.http.methodNotAllowed', { method }),
  unsupportedType: (type: string): string => t('errors.http.unsupportedType', { type }),
  invalidJson: t('errors.http.invalidJson'),
  unsupportedEncoding: t('errors.http.unsupportedEncoding'),
  tooLarge: t('errors.http.tooLarge'),
  invalidMultipart: t('errors.http.invalidMultipart'),
  tooDeep: t('errors.http.tooDeep'),
  imageTooLarge: t('errors.http.imageTooLarge'),
  throttled: (seconds: number): string => t('errors.http.throttled', { count: seconds }),
  serverError: t('errors.http.serverError'),
  dbUnavailable: t('errors.http.dbUnavailable'),
  badRequest: t('errors.http.badRequest'),
} as const;

/** Label-based messages of the customer spec §5 ('{field} is required' …). */
export const fieldMessages = (label: string) => ({
  required: t('errors.labelled.required', { label }),
  min: (min: number): string => t('errors.labelled.min', { label, min }),
  max: (max: number): string => t('errors.labelled.max', { label, max }),
});

export const ACCOUNT_MESSAGES = {
  usernameChars: t('errors.account.usernameChars'),
  usernameTaken: t('errors.account.usernameTaken'),
  invalidEmail: t('errors.account.invalidEmail'),
  emailTaken: t('errors.account.emailTaken'),
  passwordRule: t('errors.account.passwordRule'),
  confirmMismatch: t('errors.account.confirmMismatch'),
  invalidPhone: t('errors.account.invalidPhone'),
  adminOnlyAdmin: t('errors.account.adminOnlyAdmin'),
  badCredentials: t('errors.account.badCredentials'),
  bioTooLong: t('errors.account.bioTooLong'),
  currentPasswordRequired: t('errors.account.currentPasswordRequired'),
  currentPasswordIncorrect: t('errors.account.currentPasswordIncorrect'),
  passwordsDoNotMatch: t('errors.account.passwordsDoNotMatch'),
  cannotChangeOwnType: t('errors.account.cannotChangeOwnType'),
  cannotDeleteSelf: t('errors.account.cannotDeleteSelf'),
  ownsRestaurant: t('errors.account.ownsRestaurant'),
  userRestaurantBusy: t('errors.account.userRestaurantBusy'),
  resetSent: t('errors.account.resetSent'),
  resetEmailRequired: t('errors.account.resetEmailRequired'),
  resetAllRequired: t('errors.account.resetAllRequired'),
  resetInvalidLink: t('errors.account.resetInvalidLink'),
  resetInvalidToken: t('errors.account.resetInvalidToken'),
  resetSuccess: t('errors.account.resetSuccess'),
  resetSubject: t('email.passwordReset.subject'),
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

// Kept here rather than beside their schemas, so that web pages showing them do not load zod.
/** Meals (API.md §3.6), their recipes and the availability preview (§2.16, §4.2). */
export const MEAL_MESSAGES = {
  customerForbidden: t('errors.meal.customerForbidden'),
  ownRestaurantOnly: t('errors.meal.ownRestaurantOnly'),
  noRestaurant: t('errors.meal.noRestaurant'),
  notOwnIngredient: t('errors.meal.notOwnIngredient'),
  duplicateIngredient: t('errors.meal.duplicateIngredient'),
  cannotMove: t('errors.meal.cannotMove'),
  lineNotObject: DEFAULT_MESSAGES.object,
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

/** Menu options (issue #22): a meal's option groups as written, and an order item's chosen options. */
export const OPTION_MESSAGES = {
  quantityNeeded: t('errors.option.quantityNeeded'),
  ingredientNeeded: t('errors.option.ingredientNeeded'),
  needsOption: t('errors.option.needsOption'),
  tooManyOptions: (max: number): string => t('errors.option.tooManyOptions', { max }),
  tooManyGroups: (max: number): string => t('errors.option.tooManyGroups', { max }),
  minAboveMax: t('errors.option.minAboveMax'),
  maxAboveOptions: (count: number): string => t('errors.option.maxAboveOptions', { count }),
  freeAboveMax: t('errors.option.freeAboveMax'),
  duplicateName: t('errors.option.duplicateName'),
  negativePrice: t('errors.option.negativePrice'),
  notOwnIngredient: t('errors.option.notOwnIngredient'),
  tooManyChosen: t('errors.option.tooManyChosen'),
  duplicateChoice: t('errors.option.duplicateChoice'),
  notOfMeal: (id: number): string => t('errors.option.notOfMeal', { id }),
  optionUnavailable: (name: string): string => t('errors.option.optionUnavailable', { name }),
  tooFew: (group: string, count: number): string => t('errors.option.tooFew', { group, count }),
  tooMany: (group: string, count: number): string => t('errors.option.tooMany', { group, count }),
  noOptionsOnCustom: t('errors.option.noOptionsOnCustom'),
  requiredGroupEmpty: (group: string): string => t('errors.option.requiredGroupEmpty', { group }),
} as const;

/** Lines of `message` in AvailabilityOut (API.md §4.2); quantities are printed as in JSON. */
export const AVAILABILITY_MESSAGES = {
  allAvailable: t('errors.availability.allAvailable'),
  outOfStock: (name: string, required: number, inStock: number): string =>
    t('errors.availability.outOfStock', { name, required, inStock }),
  lowInStock: (name: string, required: number, inStock: number): string =>
    t('errors.availability.lowInStock', { name, required, inStock }),
  mealUnavailable: (meal: string): string => t('errors.availability.mealUnavailable', { meal }),
  // web-side
  customHeading: 'Cannot add to cart due to unavailable ingredients',
  toast: 'Some ingredients are out of stock',
  checkFailed: 'Failed to check ingredient availability',
} as const;

/** Custom meals (API.md §3.7, customer spec §2 and §8). */
export const CUSTOM_MEAL_MESSAGES = {
  nameRequired: t('errors.customMeal.nameRequired'),
  selectIngredient: t('errors.customMeal.selectIngredient'),
  tooManyIngredients: t('errors.customMeal.tooManyIngredients', { max: LIMITS.customMeal.maxLines }),
  sameRestaurant: t('errors.customMeal.sameRestaurant'),
  notAvailable: (name: string): string => t('errors.customMeal.notAvailable', { name }),
  wrongRestaurant: t('errors.customMeal.wrongRestaurant'),
  notCustomizable: t('errors.customMeal.notCustomizable'),
  otherRestaurantMeal: t('errors.customMeal.otherRestaurantMeal'),
  cannotMove: t('errors.customMeal.cannotMove'),
  creatorOnly: t('errors.customMeal.creatorOnly'),
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
