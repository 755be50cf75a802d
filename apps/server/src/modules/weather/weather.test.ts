import { describeWeatherCode } from '@dishcraft/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, freshDatabase, type TestApp } from '../../../test/helpers.js';
import { fixedClock } from '../../lib/clock.js';
import { buildInstance } from '../notifications/fixtures.js';
import { closedPortUrl, type FakeOpenMeteo, startFakeOpenMeteo } from './fake-open-meteo.js';
import { openMeteoWeather } from './provider.js';

const SAMPLE = { temperature_c: 22, description: 'Partly cloudy', humidity: 45, icon: 'partly-cloudy', sample: true };

describe('weather through Open-Meteo', () => {
  let fake: FakeOpenMeteo;
  let t: TestApp;
  const clock = fixedClock('2026-03-10T12:00:00Z');

  beforeAll(async () => {
    fake = await startFakeOpenMeteo();
    t = await createTestApp({
      clock,
      env: { WEATHER_API_URL: fake.forecastUrl, GEOCODING_API_URL: fake.geocodingUrl, DEFAULT_CITY: 'Cairo' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.delayMs = 0;
    fake.status = 200;
    clock.set(new Date(clock.now().getTime() + 3_600_000));
  });

  it('answers WeatherOut for coordinates rounded to 2 decimals, asking for the current conditions', async () => {
    const res = await call(t, 'GET', '/api/weather/?lat=30.0444&lon=31.2357');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      temperature_c: 23.5,
      description: 'Partly cloudy',
      humidity: 41,
      icon: 'partly-cloudy',
      location: '30.04,31.24',
      sample: false,
    });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0] as URL;
    expect(sent.pathname).toBe('/v1/forecast');
    expect(sent.searchParams.get('latitude')).toBe('30.04');
    expect(sent.searchParams.get('longitude')).toBe('31.24');
    expect(sent.searchParams.get('current')).toBe('temperature_2m,relative_humidity_2m,weather_code');
  });

  it('caches an answer 10 minutes per rounded location', async () => {
    fake.current['51.5,-0.13'] = { temperature_2m: 11, relative_humidity_2m: 80, weather_code: 61 };
    const first = await call(t, 'GET', '/api/weather/?lat=51.5&lon=-0.1276');
    expect(first.body).toMatchObject({
      location: '51.50,-0.13',
      description: 'Slight rain',
      icon: 'rain',
      sample: false,
    });
    fake.current['51.5,-0.13'] = { temperature_2m: 12, relative_humidity_2m: 70, weather_code: 0 };
    const same = await call(t, 'GET', '/api/weather/?lat=51.501&lon=-0.1304');
    expect(same.body).toEqual(first.body);
    expect(fake.requests).toHaveLength(1);

    clock.set(new Date(clock.now().getTime() + 9 * 60_000));
    expect((await call(t, 'GET', '/api/weather/?lat=51.5&lon=-0.13')).body).toEqual(first.body);
    clock.set(new Date(clock.now().getTime() + 61_000));
    const fresh = await call(t, 'GET', '/api/weather/?lat=51.5&lon=-0.13');
    expect(fresh.body).toMatchObject({ temperature_c: 12, icon: 'clear', sample: false });
    expect(fake.requests).toHaveLength(2);
  });

  it('resolves a city through geocoding, and caches it case-insensitively', async () => {
    const res = await call(t, 'GET', '/api/weather/?city=paris');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ location: 'Paris', temperature_c: 23.5, sample: false });
    expect(fake.requests.map((u) => u.pathname)).toEqual(['/v1/search', '/v1/forecast']);
    expect(fake.requests[0]?.searchParams.get('name')).toBe('paris');
    expect(fake.requests[1]?.searchParams.get('latitude')).toBe('48.85341');

    const again = await call(t, 'GET', '/api/weather/?city=%20PARIS%20');
    expect(again.body).toEqual(res.body);
    expect(fake.requests).toHaveLength(2);
  });

  it('uses DEFAULT_CITY without parameters', async () => {
    const res = await call(t, 'GET', '/api/weather/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ location: 'Cairo', sample: false });
    expect(fake.requests[0]?.searchParams.get('name')).toBe('Cairo');
  });

  it('an unknown city gets sample values, which are not cached', async () => {
    for (let i = 1; i <= 2; i += 1) {
      const res = await call(t, 'GET', '/api/weather/?city=Atlantis');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...SAMPLE, location: 'Atlantis' });
      expect(fake.requests).toHaveLength(i);
    }
  });

  it('a failing weather service gets sample values, never an error', async () => {
    fake.status = 503;
    const res = await call(t, 'GET', '/api/weather/?lat=10&lon=20');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...SAMPLE, location: '10.00,20.00' });
    fake.status = 200;
    const recovered = await call(t, 'GET', '/api/weather/?lat=10&lon=20');
    expect(recovered.body).toMatchObject({ sample: false, location: '10.00,20.00' });
  });

  it('out-of-range, non-numeric or unpaired coordinates and long cities are 400, without calling the service', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['lat=91&lon=0', { lat: ['Must be at most 90.'] }],
      ['lat=-90.5&lon=0', { lat: ['Must be at least -90.'] }],
      ['lat=0&lon=180.01', { lon: ['Must be at most 180.'] }],
      ['lat=0&lon=-181', { lon: ['Must be at least -180.'] }],
      ['lat=abc&lon=1', { lat: ['Must be a number.'] }],
      ['lat=30', { lon: ['lat and lon must be given together.'] }],
      ['lon=31&city=Cairo', { lat: ['lat and lon must be given together.'] }],
      [`city=${'x'.repeat(101)}`, { city: ['Must be at most 100 characters.'] }],
    ];
    for (const [query, body] of cases) {
      const res = await call(t, 'GET', `/api/weather/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual(body);
    }
    expect(fake.requests).toHaveLength(0);
    const edge = await call(t, 'GET', '/api/weather/?lat=-90&lon=180');
    expect(edge.body).toMatchObject({ location: '-90.00,180.00', sample: false });
  });

  it('maps WMO weather codes to a description and an icon', () => {
    expect(describeWeatherCode(0)).toEqual({ description: 'Clear sky', icon: 'clear' });
    expect(describeWeatherCode(3)).toEqual({ description: 'Overcast', icon: 'cloudy' });
    expect(describeWeatherCode(45)).toEqual({ description: 'Fog', icon: 'fog' });
    expect(describeWeatherCode(53)).toEqual({ description: 'Moderate drizzle', icon: 'drizzle' });
    expect(describeWeatherCode(82)).toEqual({ description: 'Violent rain showers', icon: 'rain' });
    expect(describeWeatherCode(75)).toEqual({ description: 'Heavy snow fall', icon: 'snow' });
    expect(describeWeatherCode(99)).toEqual({ description: 'Thunderstorm with heavy hail', icon: 'thunderstorm' });
    expect(describeWeatherCode(42)).toEqual({ description: 'Unknown', icon: 'cloudy' });
  });

  it('reports the mapped code end to end', async () => {
    fake.current['-33.87,151.21'] = { temperature_2m: -0.04, relative_humidity_2m: 99.6, weather_code: 95 };
    const res = await call(t, 'GET', '/api/weather/?lat=-33.8688&lon=151.2093');
    expect(res.body).toEqual({
      temperature_c: 0,
      description: 'Thunderstorm',
      humidity: 100,
      icon: 'thunderstorm',
      location: '-33.87,151.21',
      sample: false,
    });
  });
});

describe('weather service unreachable or slow', () => {
  it('an unreachable service (closed port) answers sample values', async () => {
    const closed = await closedPortUrl();
    const t = await createTestApp({
      env: { WEATHER_API_URL: `${closed}/v1/forecast`, GEOCODING_API_URL: `${closed}/v1/search` },
    });
    try {
      const coords = await call(t, 'GET', '/api/weather/?lat=1&lon=2');
      expect(coords.status).toBe(200);
      expect(coords.body).toEqual({ ...SAMPLE, location: '1.00,2.00' });
      const city = await call(t, 'GET', '/api/weather/?city=Cairo');
      expect(city.body).toEqual({ ...SAMPLE, location: 'Cairo' });
    } finally {
      await t.close();
    }
  });

  it('a service slower than the timeout answers sample values once the timeout passes', async () => {
    const fake = await startFakeOpenMeteo();
    fake.delayMs = 4000;
    const fresh = await freshDatabase();
    // 800 ms, not less: on a loaded 2-core machine a 200 ms timeout sometimes aborted before the request reached the
    // fake at all, so the one-request check below saw none.
    const t = await buildInstance(fresh.database, {
      weather: openMeteoWeather({ forecastUrl: fake.forecastUrl, geocodingUrl: fake.geocodingUrl, timeoutMs: 800 }),
    });
    try {
      const started = Date.now();
      const res = await call(t, 'GET', '/api/weather/?lat=5&lon=6');
      const took = Date.now() - started;
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...SAMPLE, location: '5.00,6.00' });
      expect(took).toBeGreaterThanOrEqual(790);
      expect(took).toBeLessThan(3900);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await t.close();
      await fresh.database.close();
      await fresh.drop();
      await fake.close();
    }
  });

  it('the adapter gives up after 3 seconds by default', async () => {
    const fake = await startFakeOpenMeteo();
    fake.delayMs = 3500;
    const provider = openMeteoWeather({ forecastUrl: fake.forecastUrl, geocodingUrl: fake.geocodingUrl });
    const started = Date.now();
    try {
      await expect(provider.current(1, 2)).rejects.toThrow();
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    } finally {
      await fake.close();
    }
  });
});

describe('weather rate limit', () => {
  it('allows 60 requests a minute per IP, then 429 with Retry-After', async () => {
    const fake = await startFakeOpenMeteo();
    const t = await createTestApp({
      env: { RATE_LIMITS: 'on', WEATHER_API_URL: fake.forecastUrl, GEOCODING_API_URL: fake.geocodingUrl },
    });
    try {
      for (let i = 0; i < 60; i += 1) {
        const ok = await call(t, 'GET', '/api/weather/?lat=1&lon=1');
        expect(ok.status).toBe(200);
      }
      const limited = await call(t, 'GET', '/api/weather/?lat=1&lon=1');
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
