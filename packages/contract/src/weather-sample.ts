import type { WeatherOut } from './api/weather.js';
import { describeWeatherCode } from './weather.js';

/**
 * The sample weather the home page shows when the live weather cannot be had (customer spec §8: weather failure falls
 * back to sample data): the server answers it when the weather service fails, the web app when its request for the
 * weather fails.
 */
export const SAMPLE_WEATHER = { temperatureC: 22, humidity: 45, weatherCode: 2 } as const;

/** Where the web app's own sample weather is for: it cannot know the place the server would have used. */
export const SAMPLE_WEATHER_PLACE = 'your area';

/** The sample weather as the API answers it, for `location`. */
export function sampleWeather(location: string): WeatherOut {
  return {
    temperature_c: SAMPLE_WEATHER.temperatureC,
    ...describeWeatherCode(SAMPLE_WEATHER.weatherCode),
    humidity: SAMPLE_WEATHER.humidity,
    location,
    sample: true,
  };
}
