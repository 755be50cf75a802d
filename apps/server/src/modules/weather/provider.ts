import { WEATHER_LIMITS } from '@dishcraft/contract';
import { z } from 'zod';

export interface Place {
  name: string;
  lat: number;
  lon: number;
}

export interface CurrentWeather {
  temperatureC: number;
  /** percent */
  humidity: number;
  /** WMO weather interpretation code */
  weatherCode: number;
}

/**
 * The outside weather service (ARCHITECTURE.md, outside services). Both calls throw when the
 * service cannot be reached or answers nonsense; `findCity` resolves to null for an unknown city.
 */
export interface WeatherProvider {
  findCity(name: string): Promise<Place | null>;
  current(lat: number, lon: number): Promise<CurrentWeather>;
}

const geocodingAnswer = z.object({
  results: z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })).optional(),
});

const forecastAnswer = z.object({
  current: z.object({ temperature_2m: z.number(), relative_humidity_2m: z.number(), weather_code: z.number() }),
});

export interface OpenMeteoOptions {
  forecastUrl: string;
  geocodingUrl: string;
  /** Each call gives up after this long (default 3 s). */
  timeoutMs?: number;
}

/** The real adapter: Open-Meteo's forecast and geocoding APIs (no key needed). */
export function openMeteoWeather(options: OpenMeteoOptions): WeatherProvider {
  const timeoutMs = options.timeoutMs ?? WEATHER_LIMITS.timeoutMs;

  async function getJson<S extends z.ZodType>(base: string, params: Record<string, string>, schema: S) {
    const url = new URL(base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`weather service answered ${response.status}`);
    return schema.parse(await response.json()) as z.output<S>;
  }

  return {
    async findCity(name) {
      const answer = await getJson(
        options.geocodingUrl,
        { name, count: '1', language: 'en', format: 'json' },
        geocodingAnswer,
      );
      const place = answer.results?.[0];
      return place ? { name: place.name, lat: place.latitude, lon: place.longitude } : null;
    },
    async current(lat, lon) {
      const answer = await getJson(
        options.forecastUrl,
        {
          latitude: String(lat),
          longitude: String(lon),
          current: 'temperature_2m,relative_humidity_2m,weather_code',
        },
        forecastAnswer,
      );
      return {
        temperatureC: answer.current.temperature_2m,
        humidity: answer.current.relative_humidity_2m,
        weatherCode: answer.current.weather_code,
      };
    },
  };
}
