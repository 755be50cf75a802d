import { z } from 'zod';
import { DEFAULT_MESSAGES } from './messages.js';

/** GET /api/weather/ (API.md §3.12, §2.18). */
export const WEATHER_LIMITS = {
  lat: { min: -90, max: 90 },
  lon: { min: -180, max: 180 },
  city: { max: 100 },
  /** Answers from the weather service are reused this long per location. */
  cacheMs: 10 * 60_000,
  /** The weather service must answer within this time, else sample values are returned. */
  timeoutMs: 3000,
  /** Requests per minute and client IP. */
  perMinute: 60,
} as const;

export const WEATHER_MESSAGES = {
  together: 'lat and lon must be given together.',
} as const;

export const WEATHER_ICONS = [
  'clear',
  'partly-cloudy',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'snow',
  'thunderstorm',
] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

/** WMO weather interpretation codes (as Open-Meteo reports them) → description and icon. */
const WMO_CODES: Record<number, [string, WeatherIcon]> = {
  0: ['Clear sky', 'clear'],
  1: ['Mainly clear', 'clear'],
  2: ['Partly cloudy', 'partly-cloudy'],
  3: ['Overcast', 'cloudy'],
  45: ['Fog', 'fog'],
  48: ['Depositing rime fog', 'fog'],
  51: ['Light drizzle', 'drizzle'],
  53: ['Moderate drizzle', 'drizzle'],
  55: ['Dense drizzle', 'drizzle'],
  56: ['Light freezing drizzle', 'drizzle'],
  57: ['Dense freezing drizzle', 'drizzle'],
  61: ['Slight rain', 'rain'],
  63: ['Moderate rain', 'rain'],
  65: ['Heavy rain', 'rain'],
  66: ['Light freezing rain', 'rain'],
  67: ['Heavy freezing rain', 'rain'],
  71: ['Slight snow fall', 'snow'],
  73: ['Moderate snow fall', 'snow'],
  75: ['Heavy snow fall', 'snow'],
  77: ['Snow grains', 'snow'],
  80: ['Slight rain showers', 'rain'],
  81: ['Moderate rain showers', 'rain'],
  82: ['Violent rain showers', 'rain'],
  85: ['Slight snow showers', 'snow'],
  86: ['Heavy snow showers', 'snow'],
  95: ['Thunderstorm', 'thunderstorm'],
  96: ['Thunderstorm with slight hail', 'thunderstorm'],
  99: ['Thunderstorm with heavy hail', 'thunderstorm'],
};

export function describeWeatherCode(code: number): { description: string; icon: WeatherIcon } {
  const [description, icon] = WMO_CODES[code] ?? ['Unknown', 'cloudy'];
  return { description, icon };
}

/** A query parameter as text: the last of repeated values, blank counts as absent. */
const param = (value: unknown): string | undefined => {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' && last.trim() !== '' ? last.trim() : undefined;
};

const coordinate = (limits: { min: number; max: number }) =>
  z.preprocess(
    (value) => {
      const text = param(value);
      return text === undefined ? undefined : Number(text);
    },
    z
      .number({ error: DEFAULT_MESSAGES.number })
      .min(limits.min, { error: DEFAULT_MESSAGES.atLeast(limits.min) })
      .max(limits.max, { error: DEFAULT_MESSAGES.atMost(limits.max) })
      .optional(),
  );

/** Where to report the weather for: coordinates, a city, or (neither) the server's default city. */
export type WeatherQuery = { lat: number; lon: number } | { city: string | undefined };

export const weatherQuerySchema = z
  .object({
    lat: coordinate(WEATHER_LIMITS.lat),
    lon: coordinate(WEATHER_LIMITS.lon),
    city: z.preprocess(
      param,
      z
        .string()
        .max(WEATHER_LIMITS.city.max, { error: DEFAULT_MESSAGES.maxChars(WEATHER_LIMITS.city.max) })
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if ((value.lat === undefined) === (value.lon === undefined)) return;
    ctx.addIssue({
      code: 'custom',
      path: [value.lat === undefined ? 'lat' : 'lon'],
      message: WEATHER_MESSAGES.together,
    });
  })
  .transform((value): WeatherQuery =>
    value.lat !== undefined && value.lon !== undefined ? { lat: value.lat, lon: value.lon } : { city: value.city },
  );
