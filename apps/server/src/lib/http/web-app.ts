import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ChosenColorScheme,
  colorSchemeFromCookie,
  directionOf,
  type Language,
  requestLanguage,
  translator,
} from '@dishcraft/contract';
import type { Config } from '../../config.js';
import { AnswerCache, type CachedAnswer } from './answer-cache.js';
import { answerKey, clearedByWrites, isRead } from './caching.js';
import { sendKept } from './encoding.js';
import { type Ask, type PageLocale, pageRenderer } from './page-renderer.js';

/** Headers that say how the visitor reached us: the API builds absolute links from them. */
const FORWARDED = ['host', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for'];

/**
 * The render's API requests answered by this server in-process, as the visitor's own anonymous requests: the same
 * answers (cached catalogue reads included), links for the visitor's host, and the visitor's rate limits.
 */
function ownApi(app: FastifyInstance, request: FastifyRequest): Ask {
  const forwarded = Object.fromEntries(
    FORWARDED.flatMap((name) => (request.headers[name] === undefined ? [] : [[name, request.headers[name]]])),
  );
  return async (url, headers) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { ...forwarded, ...headers },
      remoteAddress: request.ip,
    });
    return {
      status: answer.statusCode,
      body: answer.statusCode === 204 ? '' : answer.body,
      contentType: String(answer.headers['content-type'] ?? ''),
    };
  };
}

const PAGE_TYPE = 'text/html; charset=utf-8';

/** The client hint that carries the system's light/dark preference (Chromium sends it once asked by Accept-CH). */
const SCHEME_HINT = 'sec-ch-prefers-color-scheme';
/** What a page's scheme and language come from, for the Vary header. */
const BY_SCHEME = `Cookie, Accept-Language, ${SCHEME_HINT}`;

/**
 * The scheme the visitor's page is painted in: their choice (the web app's cookie), else their system's when the
 * browser tells it, else null (the browser's Mantine then sets it before the app's first paint).
 */
function colorSchemeOf(request: FastifyRequest): ChosenColorScheme | null {
  const chosen = colorSchemeFromCookie(request.headers.cookie);
  if (chosen) return chosen;
  const hint = request.headers[SCHEME_HINT];
  return hint === 'dark' || hint === 'light' ? hint : null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Each page's copies in a scheme, living as long as the page does in its cache. */
const variants = new WeakMap<CachedAnswer, Map<ChosenColorScheme | null, CachedAnswer>>();

/**
 * The page with its language, direction, currency and time zone on <html> (issue #20: the first byte already says rtl, so
 * nothing flips), and the scheme, as Mantine writes it in the browser: the page's first paint is then in that scheme,
 * with no flash of the other before the app's script runs (issue #19). `page` is already in `locale`'s language.
 */
function dressed(page: CachedAnswer, locale: PageLocale, scheme: ChosenColorScheme | null): CachedAnswer {
  let byScheme = variants.get(page);
  if (!byScheme) variants.set(page, (byScheme = new Map()));
  let variant = byScheme.get(scheme);
  if (!variant) {
    const attributes = [
      `lang="${locale.language}"`,
      `dir="${directionOf(locale.language)}"`,
      `data-currency="${locale.currency}"`,
      `data-time-zone="${escapeAttribute(locale.timeZone)}"`,
      ...(scheme ? [`data-mantine-color-scheme="${scheme}"`] : []),
    ];
    const description = escapeAttribute(translator(locale.language)('common.metaDescription'));
    const payload = page.payload
      .replace(/<html\b[^>]*>/, `<html ${attributes.join(' ')}>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${description}"`);
    // Kept with the page it comes from and compressed once per encoding, as that page is (sendKept).
    byScheme.set(scheme, (variant = { payload, contentType: page.contentType }));
  }
  return variant;
}

/** Distinct rendered addresses kept at most. */
const PAGE_ENTRIES = 200;

/**
 * Serves uploads at /media/ and the built web app at /, with history fallback: an unknown
 * non-API path gets index.html so the client router can show it (or its 404 page).
 * Returns the fallback handler for the not-found hook.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  await mkdir(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    maxAge: '365d',
    immutable: true,
  });

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      // The web build writes a .br and a .gz beside every text file (apps/web/vite.config.ts): compressed once at
      // build time, chosen here by Accept-Encoding, with the plain file for clients that take neither.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must be revalidated so a deploy shows at once.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'no-cache');
      },
    });
  }

  const template = hasWeb ? await readFile(path.join(config.webDist, 'index.html'), 'utf8') : '';
  const renderer = hasWeb ? pageRenderer(config.webDist, template) : null;
  // One shell object per language, so its dressed copies are kept (by `variants`) as long as the server runs.
  const shells = new Map<Language, CachedAnswer>();
  const shellIn = (language: Language) => {
    let shell = shells.get(language);
    if (!shell) shells.set(language, (shell = { payload: template, contentType: PAGE_TYPE }));
    return shell;
  };
  if (renderer) app.addHook('onClose', () => renderer.close());
  // A render costs tens of milliseconds of the render thread's time: each address is rendered at most once per catalogue
  // cache period (its data are the anonymous catalogue answers, reused as long), by one request while the others
  // wait, and again after any write.
  const pages = new AnswerCache(config.CATALOGUE_CACHE_MS, PAGE_ENTRIES);
  clearedByWrites(app, pages);
  const rendered = async (
    request: FastifyRequest,
    using: NonNullable<typeof renderer>,
    locale: PageLocale,
  ): Promise<CachedAnswer | null> => {
    const found = await pages.lookup(`${locale.language} ${answerKey(request)}`);
    if ('answer' in found) return found.answer;
    try {
      const payload = await using.render(request.url, ownApi(app, request), locale);
      if (payload === null) return null;
      const page = { payload, contentType: PAGE_TYPE };
      return pages.store(found.ticket, page) ?? page;
    } finally {
      pages.release(found.ticket);
    }
  };

  // Public pages come rendered, with their data, when the server build is there (issue #8); every other page, and
  // any page whose render fails, gets the app shell, which renders in the browser.
  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const scheme = colorSchemeOf(request);
    const locale: PageLocale = {
      language: requestLanguage(request.headers.cookie, request.headers['accept-language']),
      currency: config.CURRENCY,
      timeZone: config.TZ,
    };
    // The page differs by the visitor's scheme: asking for the system's lets Chromium tell it from the next request on.
    reply.header('Accept-CH', SCHEME_HINT).header('Vary', BY_SCHEME);
    if (renderer && isRead(request)) {
      try {
        const page = await rendered(request, renderer, locale);
        // Compressed as the API's answers are (the built files come precompressed instead).
        if (page !== null)
          return sendKept(
            request,
            reply.header('Cache-Control', 'no-cache').header('Vary', `${BY_SCHEME}, Accept-Encoding`),
            dressed(page, locale, scheme),
          );
      } catch (error) {
        request.log.error({ err: error }, 'the page could not be rendered on the server; the app shell goes instead');
      }
    }
    if (!hasWeb) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    // The shell carries the language, direction and currency too, so it is sent as a rendered page is.
    return sendKept(
      request,
      reply.header('Cache-Control', 'no-cache').header('Vary', `${BY_SCHEME}, Accept-Encoding`),
      dressed(shellIn(locale.language), locale, scheme),
    );
  };
  // The static handler refuses a bare directory ('/'), so the home page gets its own route.
  app.get('/', { schema: { hide: true } }, serveIndex);
  return serveIndex;
}
