import {
  adminRegisterSchema,
  EMAIL,
  isStrongPassword,
  type Language,
  languageOrDefault,
  LIMITS,
  ACCOUNT_MESSAGES as M,
  MAX_ID,
  profileUpdateSchema,
  registerSchema,
  updateProfileSchema,
  userUpdateSchema,
} from '@dishcraft/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { type PageRequest, pageOf } from '../../lib/pagination.js';
import { isAdmin } from '../../lib/policy.js';
import { HOUR } from '../../lib/rate-limit/limiter.js';
import { validate } from '../../lib/validate.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { authService } from '../auth/service.js';
import { hashToken, newResetToken } from '../auth/tokens.js';
import { mediaService } from '../media/service.js';
import { deletingShown, refreshOrderTexts } from '../orders/texts.js';
import { restaurantsService } from '../restaurants/service.js';
import * as q from './queries.js';
import { resetMail } from './reset-mail.js';
import { profileOut, registrationOut, userOut } from './serialize.js';

const RESET_TTL_MS = HOUR;

/** Whether an update changes what the user's orders show of them (OrderOut's user_details). */
const showsInOrders = (
  input: Partial<Record<'username' | 'first_name' | 'last_name' | 'email' | 'phone_number', unknown>>,
) => [input.username, input.first_name, input.last_name, input.email, input.phone_number].some((v) => v !== undefined);

/** Field errors collected across validation and database checks, reported together. */
type Errors = Record<string, string[]>;
const addError = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

const trimmed = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

const parseInto = <S extends z.ZodType>(schema: S, input: unknown, errors: Errors): z.output<S> | undefined => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) addError(errors, String(issue.path[0] ?? 'non_field_errors'), issue.message);
  return undefined;
};

export function usersService(ctx: AppContext) {
  const { db } = ctx.database;
  const auth = authService(ctx);
  const media = mediaService(ctx);

  async function load(id: number) {
    const user = await q.findUser(db, id);
    if (!user) throw notFound();
    return user;
  }

  /** A user the actor may see: themselves, or anyone for admins; others are 404. */
  async function visibleUser(actor: UserActor, id: number) {
    if (actor.id !== id && !isAdmin(actor)) throw notFound();
    return load(id);
  }

  async function checkTaken(errors: Errors, username?: string, email?: string, exceptId?: number) {
    // A value that already broke its own rule is not looked up: it may not even be storable text (NUL).
    const taken = await q.findTaken(
      db,
      errors.username ? undefined : username,
      errors.email ? undefined : email,
      exceptId,
    );
    if (taken.username && !errors.username) addError(errors, 'username', M.usernameTaken);
    if (taken.email && !errors.email) addError(errors, 'email', M.emailTaken);
  }

  /** The write raced another with the same username or e-mail: report it as the check would. */
  function uniqueRace(error: unknown): never {
    if (isUniqueViolation(error, 'users_username_lower_uq')) throw badRequest({ username: [M.usernameTaken] });
    if (isUniqueViolation(error, 'users_email_lower_uq')) throw badRequest({ email: [M.emailTaken] });
    throw error;
  }

  return {
    /** `asked`: the language the request was made in, the account's language when the body names none. */
    async register(actor: Actor, body: unknown, ip: string, asked: Language) {
      const admin = isAdmin(actor);
      if (!admin) await ctx.limiter.hit({ key: `register:ip:${ip}`, max: 5, windowMs: HOUR });
      const errors: Errors = {};
      const input = parseInto(admin ? adminRegisterSchema : registerSchema, body, errors);
      const raw = (body ?? {}) as Record<string, unknown>;
      if (!admin && raw.user_type === 'admin') errors.user_type = [M.adminOnlyAdmin];
      await checkTaken(errors, trimmed(raw.username), trimmed(raw.email));
      if (Object.keys(errors).length || !input) throw badRequest(errors);
      const passwordHash = await hashPassword(input.password);
      try {
        const id = await db.transaction((tx) =>
          q.insertUser(tx, {
            username: input.username,
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            userType: input.user_type,
            phoneNumber: input.phone_number,
            address: input.address,
            language: input.language === undefined ? asked : input.language,
            dateJoined: ctx.clock.now(),
          }),
        );
        return registrationOut(await load(id));
      } catch (error) {
        uniqueRace(error);
      }
    },

    me: async (actor: UserActor, baseUrl: string) => userOut(await load(actor.id), baseUrl),

    async updateProfile(actor: UserActor, body: Record<string, unknown>, baseUrl: string) {
      const errors: Errors = {};
      const { profile_picture: picture, ...fields } = body;
      const input = parseInto(updateProfileSchema, fields, errors);
      await checkTaken(errors, undefined, trimmed(fields.email), actor.id);
      const user = await load(actor.id);
      if (input?.current_password && input.password) {
        const ok = await verifyPassword((await q.findPasswordHash(db, actor.id)) ?? '', input.current_password);
        if (!ok) addError(errors, 'current_password', M.currentPasswordIncorrect);
      }
      if (Object.keys(errors).length || !input) throw badRequest(errors);
      const pictureValue = await media.storeField('profile_pics', 'profile_picture', picture);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      try {
        await ctx.transaction(async (tx, onCommit) => {
          if (pictureValue !== undefined) media.removeLater(user.profilePicture, onCommit);
          await q.updateUser(tx, actor.id, {
            ...(input.first_name !== undefined && { firstName: input.first_name }),
            ...(input.last_name !== undefined && { lastName: input.last_name }),
            ...(input.email !== undefined && { email: input.email }),
            ...(input.phone_number !== undefined && { phoneNumber: input.phone_number }),
            ...(input.address !== undefined && { address: input.address }),
            ...(input.language !== undefined && { language: input.language }),
            ...(pictureValue !== undefined && { profilePicture: pictureValue }),
            ...(passwordHash && { passwordHash }),
          });
          if (showsInOrders(input)) await refreshOrderTexts(tx, { customers: [actor.id] });
          await q.updateProfileOf(tx, actor.id, {
            ...(input.bio !== undefined && { bio: input.bio }),
            ...(input.favorite_cuisine !== undefined && { favoriteCuisine: input.favorite_cuisine }),
          });
          if (passwordHash) await auth.revokeUserTokens(tx, onCommit, actor.id, actor.tokenId);
        });
      } catch (error) {
        uniqueRace(error);
      }
      return userOut(await load(actor.id), baseUrl);
    },

    async list(actor: UserActor, filter: q.UserFilter, page: PageRequest | null, url: URL, baseUrl: string) {
      const scoped = { ...filter, onlyId: isAdmin(actor) ? undefined : actor.id };
      if (!page) return (await q.listUsers(db, scoped)).map((u) => userOut(u, baseUrl));
      const [total, rows] = await Promise.all([
        q.countUsers(db, scoped),
        q.listUsers(db, scoped, { limit: page.size, offset: page.offset }),
      ]);
      return pageOf(
        page,
        total,
        rows.map((u) => userOut(u, baseUrl)),
        url,
      );
    },

    get: async (actor: UserActor, id: number, baseUrl: string) => userOut(await visibleUser(actor, id), baseUrl),

    async update(actor: UserActor, id: number, body: Record<string, unknown>, baseUrl: string) {
      const user = await visibleUser(actor, id);
      const self = actor.id === id;
      if (self && body.user_type !== undefined && body.user_type !== user.userType)
        throw forbidden(M.cannotChangeOwnType);
      const errors: Errors = {};
      const { profile_picture: picture, ...fields } = body;
      const input = parseInto(userUpdateSchema({ allowBlankNames: !self }), fields, errors);
      await checkTaken(errors, trimmed(fields.username), trimmed(fields.email), id);
      if (self && input?.password) {
        if (!input.current_password) addError(errors, 'current_password', M.currentPasswordRequired);
        else if (!(await verifyPassword((await q.findPasswordHash(db, id)) ?? '', input.current_password)))
          addError(errors, 'current_password', M.currentPasswordIncorrect);
      }
      if (Object.keys(errors).length || !input) throw badRequest(errors);
      if (input.user_type && input.user_type !== 'restaurant' && user.userType === 'restaurant') {
        if (await q.restaurantOf(db, id)) throw conflict(M.ownsRestaurant, 'owns_restaurant');
      }
      const pictureValue = await media.storeField('profile_pics', 'profile_picture', picture);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      try {
        await ctx.transaction(async (tx, onCommit) => {
          if (pictureValue !== undefined) media.removeLater(user.profilePicture, onCommit);
          await q.updateUser(tx, id, {
            ...(input.username !== undefined && { username: input.username }),
            ...(input.email !== undefined && { email: input.email }),
            ...(input.first_name !== undefined && { firstName: input.first_name }),
            ...(input.last_name !== undefined && { lastName: input.last_name }),
            ...(input.phone_number !== undefined && { phoneNumber: input.phone_number }),
            ...(input.address !== undefined && { address: input.address }),
            ...(!self && input.user_type !== undefined && { userType: input.user_type }),
            ...(self && input.language !== undefined && { language: input.language }),
            ...(pictureValue !== undefined && { profilePicture: pictureValue }),
            ...(passwordHash && { passwordHash }),
          });
          if (showsInOrders(input)) await refreshOrderTexts(tx, { customers: [id] });
          if (passwordHash) await auth.revokeUserTokens(tx, onCommit, id, self ? actor.tokenId : undefined);
        });
      } catch (error) {
        uniqueRace(error);
      }
      // Requests carry the user's name and role from the token lookup, which this process may have kept.
      if (input.username !== undefined || (!self && input.user_type !== undefined)) auth.userChanged(id);
      return userOut(await load(id), baseUrl);
    },

    async remove(actor: UserActor, id: number) {
      if (!isAdmin(actor)) {
        if (actor.id === id) throw forbidden();
        throw notFound();
      }
      if (actor.id === id) throw forbidden(M.cannotDeleteSelf);
      const restaurant = await q.restaurantOf(db, id);
      if (restaurant) {
        const busy = await q.ordersInProgress(db, restaurant.id);
        if (busy.length) throw conflict(M.userRestaurantBusy, 'orders_in_progress', { orders: busy });
      }
      const user = await load(id);
      // The restaurant goes first, with its menu, stock and images (API.md §4.8); orders stay.
      await ctx.transaction(async (tx, onCommit) => {
        await restaurantsService(ctx).removeOfOwner(tx, onCommit, id);
        await auth.revokeUserTokens(tx, onCommit, id);
        await deletingShown(tx, { customers: [id], customMealsBy: [id] }, () => q.deleteUser(tx, id));
        media.removeLater(user.profilePicture, onCommit);
      });
    },

    async getProfile(actor: UserActor, id: number) {
      const profile = await q.findProfile(db, id);
      if (!profile || (profile.userId !== actor.id && !isAdmin(actor))) throw notFound();
      return profileOut(profile);
    },

    async updateProfileRecord(actor: UserActor, id: number, body: unknown) {
      const profile = await q.findProfile(db, id);
      if (!profile || (profile.userId !== actor.id && !isAdmin(actor))) throw notFound();
      const input = validate(profileUpdateSchema, body);
      const row = await q.updateProfile(db, id, {
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.favorite_cuisine !== undefined && { favoriteCuisine: input.favorite_cuisine }),
      });
      return profileOut(row ?? profile);
    },

    async requestReset(body: unknown, ip: string) {
      await ctx.limiter.hit({ key: `reset:ip:${ip}`, max: 5, windowMs: HOUR });
      const raw = (body ?? {}) as Record<string, unknown>;
      const email = typeof raw.email === 'string' ? raw.email.trim() : '';
      if (!email) throw new ApiError(400, { error: M.resetEmailRequired });
      if (!EMAIL.test(email) || email.length > LIMITS.email.max) throw new ApiError(400, { error: M.invalidEmail });
      const mailKey = `reset:email:${email.toLowerCase()}`;
      if (await ctx.limiter.take({ key: mailKey, max: 3, windowMs: HOUR })) {
        const user = await q.findUserByEmail(db, email);
        if (user) {
          const token = newResetToken();
          const now = ctx.clock.now();
          await db.transaction(async (tx) => {
            await q.invalidateResets(tx, user.id, now);
            await q.insertReset(tx, user.id, hashToken(token), new Date(now.getTime() + RESET_TTL_MS));
          });
          const uid = Buffer.from(String(user.id)).toString('base64url');
          const link = `${appUrl()}/reset-password/${uid}/${token}`;
          ctx.afterCommit('password reset e-mail', () =>
            ctx.mailer.send(resetMail(user.email, user.username, link, languageOrDefault(user.language))),
          );
        }
      }
      return { message: M.resetSent };
    },

    async confirmReset(body: unknown, ip: string) {
      await ctx.limiter.hit({ key: `reset-confirm:ip:${ip}`, max: 10, windowMs: HOUR });
      const raw = (body ?? {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      const uid = str(raw.uid).trim();
      const token = str(raw.token).trim();
      const password = str(raw.new_password);
      const confirm = str(raw.confirm_password);
      const fail = (error: string) => new ApiError(400, { error });
      if (!uid || !token || !password || !confirm) throw fail(M.resetAllRequired);
      if (password !== confirm) throw fail(M.passwordsDoNotMatch);
      if (!isStrongPassword(password) || password.length > LIMITS.password.max) throw fail(M.passwordRule);
      const decoded = /^[A-Za-z0-9_-]+$/.test(uid) ? Buffer.from(uid, 'base64url').toString('utf8') : '';
      // Ten digits can exceed the id column; such a uid names no user rather than failing the query.
      const validId = /^[1-9][0-9]{0,9}$/.test(decoded) && Number(decoded) <= MAX_ID;
      if (!validId || !(await q.userExists(db, Number(decoded)))) throw fail(M.resetInvalidLink);
      const userId = Number(decoded);
      const reset = await q.findReset(db, hashToken(token));
      const now = ctx.clock.now();
      if (!reset || reset.userId !== userId || reset.usedAt || reset.expiresAt.getTime() <= now.getTime())
        throw fail(M.resetInvalidToken);
      const passwordHash = await hashPassword(password);
      await ctx.transaction(async (tx, onCommit) => {
        await q.updateUser(tx, userId, { passwordHash });
        await q.invalidateResets(tx, userId, now);
        await auth.revokeUserTokens(tx, onCommit, userId);
      });
      return { message: M.resetSuccess };
    },
  };

  function appUrl() {
    return (ctx.config.APP_URL ?? ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/+$/, '');
  }
}
