import {
  describeWeatherCode,
  sampleWeather,
  WEATHER_LIMITS,
  type WeatherOut,
  weatherQuerySchema,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import { MINUTE } from '../../lib/rate-limit/limiter.js';
import { validate } from '../../lib/validate.js';
import type { WeatherProvider } from './provider.js';

const CACHE_ENTRIES = 1000;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
};

function weatherOut(w: { temperatureC: number; humidity: number; weatherCode: number }, location: string): WeatherOut {
  return {
    temperature_c: round(w.temperatureC, 1),
    ...describeWeatherCode(w.weatherCode),
    humidity: Math.round(w.humidity),
    location,
    sample: false,
  };
}

/**
 * Current weather for the home page (API.md §3.12): answers are cached per location for 10
 * minutes; when the service fails, sample values (`sample: true`) are returned, never an error.
 */
export function weatherService(ctx: AppContext, provider: WeatherProvider) {
  const cache = new Map<string, { expires: number; value: WeatherOut }>();

  async function cached(key: string, load: () => Promise<WeatherOut | null>): Promise<WeatherOut | null> {
    const now = ctx.clock.now().getTime();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.value;
    cache.delete(key);
    const value = await load();
    if (value) {
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, { expires: now + WEATHER_LIMITS.cacheMs, value });
    }
    return value;
  }

  async function fromService(load: () => Promise<WeatherOut | null>, what: string): Promise<WeatherOut | null> {
    try {
      return await load();
    } catch (error) {
      ctx.log.warn({ err: error }, `weather service unavailable for ${what}; answering sample values`);
      return null;
    }
  }

  return {
    async current(query: unknown, ip: string): Promise<WeatherOut> {
      await ctx.limiter.hit({ key: `weather:ip:${ip}`, max: WEATHER_LIMITS.perMinute, windowMs: MINUTE });
      const where = validate(weatherQuerySchema, query);
      if ('lat' in where) {
        const lat = round(where.lat, 2);
        const lon = round(where.lon, 2);
        const location = `${lat.toFixed(2)},${lon.toFixed(2)}`;
        const found = await cached(`coords:${location}`, () =>
          fromService(async () => weatherOut(await provider.current(lat, lon), location), location),
        );
        return found ?? sampleWeather(location);
      }
      const city = (where.city ?? ctx.config.DEFAULT_CITY).trim();
      const found = await cached(`city:${city.toLowerCase()}`, () =>
        fromService(async () => {
          const place = await provider.findCity(city);
          return place ? weatherOut(await provider.current(place.lat, place.lon), place.name) : null;
        }, city),
      );
      return found ?? sampleWeather(city);
    },
  };
}
