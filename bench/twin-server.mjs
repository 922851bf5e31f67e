// A page's script-free twin: the stack's own server HTML of the same path with every <script> element (inline and
// external, JSON data included) and every <link rel="modulepreload"> taken out, served beside the stack so that
// Lighthouse can load both. Every other request (CSS, images, fonts, the API) goes to the stack unchanged, so the
// twin loads the same resources; what differs is only the page's JavaScript. Run as a child process:
//   node bench/twin-server.mjs <stack base URL> <route>[,<route>…]   prints its port once listening.
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const upstream = new URL(process.argv[2]);
const twinRoutes = new Set(process.argv[3].split(','));
const agent = new http.Agent({ keepAlive: true });

// A tag's attributes: quoted values may hold '>'.
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
// A script's text ends at the first '</script' (the page's own JSON escapes '</' inside it).
const SCRIPT = new RegExp(String.raw`<script\b${ATTRIBUTES}>[\s\S]*?</script\s*>`, 'gi');
const LINK = new RegExp(String.raw`<link\b${ATTRIBUTES}>`, 'gi');
const MODULEPRELOAD = /\brel\s*=\s*(?:"[^"]*\bmodulepreload\b[^"]*"|'[^']*\bmodulepreload\b[^']*'|modulepreload\b)/i;

/** The HTML without its scripts and module preloads; throws when a '<script' is left (a form the patterns miss). */
function withoutScripts(html) {
  const twin = html.replace(SCRIPT, '').replace(LINK, (tag) => (MODULEPRELOAD.test(tag) ? '' : tag));
  if (/<script\b/i.test(twin)) throw new Error('A <script> the twin server could not take out is left in the page.');
  return twin;
}

// The stack's own page encodings (services/api/src/platform/http/content-encodings.ts): the twin is compressed the same way.
const decoders = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};
const encoders = {
  br: (buffer) =>
    promisify(zlib.brotliCompress)(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
};

/** The request as the stack should get it: same method, path and headers (but `omitted`), addressed to the stack. */
function toStack(request, omitted = []) {
  const headers = { ...request.headers, host: upstream.host };
  for (const name of omitted) delete headers[name];
  return http.request({
    agent,
    host: upstream.hostname,
    port: upstream.port,
    method: request.method,
    path: request.url,
    headers,
  });
}

/** Anything but a twin page: passed through byte for byte, both ways. */
function proxy(request, response) {
  const outgoing = toStack(request);
  outgoing.on('response', (answer) => {
    response.writeHead(answer.statusCode, answer.rawHeaders);
    answer.pipe(response);
  });
  outgoing.on('error', (error) => response.destroy(error));
  request.pipe(outgoing);
}

/** A twin page: the stack's answer for the same path and headers, its scripts taken out, in the same encoding. */
async function twin(request, response) {
  // The whole page every time: a 304 would leave nothing to take the scripts out of.
  const outgoing = toStack(request, ['if-none-match', 'if-modified-since']);
  outgoing.end();
  const [answer] = await new Promise((resolve, reject) => {
    outgoing.on('response', (incoming) => resolve([incoming]));
    outgoing.on('error', reject);
  });
  const chunks = [];
  for await (const chunk of answer) chunks.push(chunk);
  const encoding = answer.headers['content-encoding'];
  if (answer.statusCode !== 200 || !String(answer.headers['content-type']).startsWith('text/html')) {
    throw new Error(`${request.url}: the stack answered ${answer.statusCode} ${answer.headers['content-type']}`);
  }
  if (encoding && !decoders[encoding]) throw new Error(`${request.url}: an encoding the twin cannot read: ${encoding}`);
  const body = Buffer.concat(chunks);
  const html = (encoding ? await decoders[encoding](body) : body).toString('utf8');
  const document = Buffer.from(withoutScripts(html), 'utf8');
  const sent = encoding ? await encoders[encoding](document) : document;
  const headers = { ...answer.headers, 'content-length': String(sent.length) };
  // The stack's tag names its own bytes; a browser holding it must not be told these are the same.
  delete headers.etag;
  delete headers['transfer-encoding'];
  response.writeHead(200, headers).end(sent);
}

const server = http.createServer((request, response) => {
  const path = request.url.split('?', 1)[0];
  if (request.method !== 'GET' || !twinRoutes.has(path)) {
    proxy(request, response);
    return;
  }
  twin(request, response).catch((error) => {
    console.error(error.message);
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(error.message);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
