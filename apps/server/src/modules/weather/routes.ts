import { weatherOutSchema, weatherQuery } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { answers, type ContractTypeProvider } from '../../lib/route-schemas.js';
import { openMeteoWeather } from './provider.js';
import { weatherService } from './service.js';

export const weatherRoutes = (ctx: AppContext) => async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const provider =
    ctx.weather ??
    openMeteoWeather({ forecastUrl: ctx.config.WEATHER_API_URL, geocodingUrl: ctx.config.GEOCODING_API_URL });
  const weather = weatherService(ctx, provider);

  app.get(
    '/api/weather/',
    {
      schema: {
        tags: ['weather'],
        summary: 'Current weather at ?lat=&lon=, ?city= or the default city',
        querystring: weatherQuery,
        response: answers({ 200: weatherOutSchema }),
      },
    },
    async (request) => weather.current(request.query, request.ip),
  );
};
