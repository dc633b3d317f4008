import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '@thindi/contracts';

/** No real body nests deeper than about five levels; past this one a body is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'JSON nested too deeply';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function textProblem(text: string, where: string): string | undefined {
  if (text.includes(NUL)) return `${where || 'input'}: must not contain a NUL character`;
  if (LONE_SURROGATE.test(text)) return `${where || 'input'}: contains an invalid character`;
  return undefined;
}

/**
 * What is wrong with a request's query, path or JSON body as a message naming the field (`address.city`,
 * `items.0.name`), or undefined when nothing is: nesting deeper than MAX_JSON_DEPTH, a NUL character
 * (PostgreSQL text cannot hold one) or a lone UTF-16 surrogate (no valid UTF-8 exists for it), in a value
 * or a key. Walks with its own stack, so no input can overflow the call stack.
 */
export function inputProblem(value: unknown, path = ''): string | undefined {
  const stack: Array<{ value: unknown; parent: string; key?: string; depth: number }> = [
    { value, parent: path, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value: current, parent, key, depth } = stack.pop()!;
    const where = key === undefined ? parent : join(parent, key);
    const problem =
      (key === undefined ? undefined : textProblem(key, parent)) ??
      (typeof current === 'string' ? textProblem(current, where) : undefined);
    if (problem) return problem;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
    const entries = Object.entries(current);
    // Pushed last to first: the first bad field in reading order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      stack.push({ value: entries[i][1], parent: where, key: entries[i][0], depth: depth + 1 });
    }
  }
  return undefined;
}

/** Answers 400, naming the field, for any request whose query, path or JSON body {@link inputProblem} refuses. */
export function registerTextGuard(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (req, reply, done) => {
    const problem = inputProblem(req.params) ?? inputProblem(req.query) ?? inputProblem(req.body);
    if (problem === undefined) return done();
    const body: ErrorEnvelope = { success: false, message: problem, code: 'REQUEST.INVALID' };
    void reply.code(400).header('cache-control', 'no-store').send(body);
  });
}
