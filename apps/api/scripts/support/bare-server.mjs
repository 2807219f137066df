// A bare Fastify that answers each recorded route with the exact status, headers and bytes the
// API sent for it: what the framework alone costs for the same answer. Usage:
// node bare-server.mjs <answers.json> <port>, where answers.json is
// [{method, path, status, headers, body}] with the body in base64 (support/bare.mjs writes it).
import fs from 'node:fs';
import Fastify from 'fastify';

const [answersFile, port] = process.argv.slice(2);
const answers = JSON.parse(fs.readFileSync(answersFile, 'utf8'));
const server = Fastify();
server.get('/ready', async () => 'ready');
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  server.route({
    method: answer.method,
    url: answer.path,
    handler(_request, reply) {
      reply.code(answer.status).headers(answer.headers).send(body);
    },
  });
}
await server.listen({ host: '127.0.0.1', port: Number(port) });
