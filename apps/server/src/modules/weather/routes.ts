import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { openMeteoWeather } from './provider.js';
import { weatherService } from './service.js';

export const weatherRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const provider =
    ctx.weather ??
    openMeteoWeather({ forecastUrl: ctx.config.WEATHER_API_URL, geocodingUrl: ctx.config.GEOCODING_API_URL });
  const weather = weatherService(ctx, provider);

  app.get(
    '/api/weather/',
    { schema: { tags: ['weather'], summary: 'Current weather at ?lat=&lon=, ?city= or the default city' } },
    async (request) => weather.current(request.query, request.ip),
  );
};
