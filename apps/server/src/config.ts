import path from 'node:path';
import { z } from 'zod';

const boolEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** Every setting the server reads, with the defaults of the embedded setup (README's table). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  PUBLIC_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: boolEnv.default(false),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * Milliseconds this process reuses a token's lookup (ADR 012); 0 turns it off. Also the longest another process
   * may still accept a revoked token should the revocation's notification be lost.
   */
  TOKEN_CACHE_MS: z.coerce.number().int().min(0).max(5_000).default(1000),
  /** Milliseconds an anonymous catalogue answer is reused by this process (ADR 007); 0 turns it off. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(1000),
  /** The ISO 4217 code every price is shown in (issue #20); amounts on the wire stay plain decimal strings. */
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'CURRENCY must be an ISO 4217 code such as EGP')
    .default('EGP'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dishcraft <no-reply@dishcraft.local>'),
  PAYMENTS_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API base (a local fake or stripe-mock in tests); Stripe's own by default. */
  STRIPE_API_URL: z.string().url().optional(),
  WEATHER_API_URL: z.string().url().default('https://api.open-meteo.com/v1/forecast'),
  GEOCODING_API_URL: z.string().url().default('https://geocoding-api.open-meteo.com/v1/search'),
  DEFAULT_CITY: z.string().default('Cairo'),
  TZ: z.string().default('UTC'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: boolEnv.default(true),
  /** Milliseconds between sweeps for pending orders not accepted in time (issue #21, ADR 026); 0 turns them off. */
  ORDER_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof schema> & {
  webDist: string;
  mediaDir: string;
  pgliteDir: string;
  outboxDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and CI files usually write it.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (
    c.PAYMENTS_PROVIDER === 'stripe' &&
    !(c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    mediaDir: path.join(path.resolve(c.DATA_DIR), 'media'),
    outboxDir: path.join(path.resolve(c.DATA_DIR), 'outbox'),
    pgliteDir: path.join(path.resolve(c.DATA_DIR), 'db'),
  };
}
