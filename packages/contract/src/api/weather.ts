import { z } from 'zod';
import { answerShapes } from './common.js';
import { WEATHER_ICONS, WEATHER_LIMITS } from '../weather.js';

/** WeatherOut (API.md §2.18). */
export const weatherOutSchema = z
  .object({
    temperature_c: z.number(),
    description: z.string(),
    humidity: z.int(),
    icon: z.enum(WEATHER_ICONS),
    location: z.string(),
    sample: z.boolean(),
  })
  .register(answerShapes, { id: 'WeatherOut' });

/** `?lat=&lon=` together, or `?city=`; with neither, the server's default city. */
export const weatherQuery = z.object({
  lat: z.string().optional().describe(`${WEATHER_LIMITS.lat.min}…${WEATHER_LIMITS.lat.max}`),
  lon: z.string().optional().describe(`${WEATHER_LIMITS.lon.min}…${WEATHER_LIMITS.lon.max}`),
  city: z.string().optional().describe(`at most ${WEATHER_LIMITS.city.max} characters`),
});

export type WeatherOut = z.output<typeof weatherOutSchema>;
