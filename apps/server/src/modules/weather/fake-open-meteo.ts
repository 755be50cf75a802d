import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Open-Meteo's forecast and geocoding APIs (the outside boundary), so the
 * real adapter is tested over HTTP: it records every request and can be made slow or broken.
 */
export interface FakeOpenMeteo {
  forecastUrl: string;
  geocodingUrl: string;
  requests: URL[];
  /** Answers to `current=`; keyed by "lat,lon" as the adapter sends them, with a default. */
  current: Record<string, { temperature_2m: number; relative_humidity_2m: number; weather_code: number }>;
  places: Record<string, { name: string; latitude: number; longitude: number }>;
  delayMs: number;
  /** Answer every request with this status (200 = normal). */
  status: number;
  close(): Promise<void>;
}

export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const fake: Omit<FakeOpenMeteo, 'forecastUrl' | 'geocodingUrl' | 'close'> = {
    requests: [],
    current: { default: { temperature_2m: 23.46, relative_humidity_2m: 41.2, weather_code: 2 } },
    places: {
      cairo: { name: 'Cairo', latitude: 30.06263, longitude: 31.24967 },
      paris: { name: 'Paris', latitude: 48.85341, longitude: 2.3488 },
    },
    delayMs: 0,
    status: 200,
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push(url);
    const answer = () => {
      if (fake.status !== 200) {
        res.writeHead(fake.status, { 'content-type': 'application/json' }).end('{"error":true,"reason":"broken"}');
        return;
      }
      let body: unknown;
      if (url.pathname === '/v1/search') {
        const place = fake.places[(url.searchParams.get('name') ?? '').toLowerCase()];
        body = place
          ? { results: [{ id: 1, ...place, country: 'Somewhere' }], generationtime_ms: 0.1 }
          : { generationtime_ms: 0.1 };
      } else if (url.pathname === '/v1/forecast') {
        const key = `${url.searchParams.get('latitude')},${url.searchParams.get('longitude')}`;
        body = {
          latitude: 30,
          longitude: 31,
          current: { time: '2026-03-10T12:00', interval: 900, ...(fake.current[key] ?? fake.current.default) },
        };
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (fake.delayMs) setTimeout(answer, fake.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    forecastUrl: `http://127.0.0.1:${port}/v1/forecast`,
    geocodingUrl: `http://127.0.0.1:${port}/v1/search`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A URL on which nothing listens (a port that was just free). */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
