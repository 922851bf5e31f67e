// The ceiling: a bare node:http server answering the API's own JSON bodies from memory. Run as a child process
// (like the API) with the answers as JSON on stdin; prints its port once listening.
import http from 'node:http';
import { text } from 'node:stream/consumers';

const answers = new Map(
  JSON.parse(await text(process.stdin)).map((answer) => [
    `${answer.method} ${answer.path}`,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = http.createServer((request, response) => {
  // Read the whole body first, as the API must, so POST costs the same work here.
  request.resume();
  request.on('end', () => {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"message":"Not found"}');
      return;
    }
    response
      .writeHead(answer.status, {
        'content-type': answer.contentType,
        ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
        'content-length': answer.body.length,
      })
      .end(answer.body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
