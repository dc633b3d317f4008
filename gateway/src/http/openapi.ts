import { applyDecorators } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
} from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';

import { errorEnvelopeSchema } from '@thindi/contracts';
import { z } from 'zod';

/**
 * The JSON schema of a zod schema, as OpenAPI 3.0 writes it. Requests are described as the client sends them
 * (before defaults and coercion), answers as the server sends them.
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  return json as SchemaObject;
}

/** A multipart form: its text fields (the zod schema of the form) and its file fields. */
export interface MultipartBody {
  fields?: z.ZodType;
  files: Record<string, { description: string; many?: boolean; required?: boolean }>;
}

export interface ApiBodiesOptions {
  /** The JSON request body. */
  body?: z.ZodType;
  /** A multipart/form-data request body. */
  form?: MultipartBody;
  /** A raw binary request body, described in words. */
  raw?: string;
  /** The query string: each property of the object becomes one query parameter. */
  query?: z.ZodObject;
  /** The success answer: a JSON body, or `file` for a streamed file (a document, an image). */
  response: z.ZodType | 'file';
  /** The success status (200 unless the route answers 201). */
  status?: number;
  description?: string;
}

function multipartSchema({ fields, files }: MultipartBody): SchemaObject {
  const text = fields ? openApiSchema(fields, 'input') : { properties: {}, required: [] };
  const binary = { type: 'string', format: 'binary' } as const;
  const fileProps = Object.fromEntries(
    Object.entries(files).map(([name, f]) => [
      name,
      f.many ? { type: 'array', items: binary, description: f.description } : { ...binary, description: f.description },
    ]),
  );
  const requiredFiles = Object.entries(files)
    .filter(([, f]) => f.required)
    .map(([name]) => name);
  return {
    type: 'object',
    properties: { ...text.properties, ...fileProps },
    required: [...(text.required ?? []), ...requiredFiles],
  };
}

function queryParameters(query: z.ZodObject): MethodDecorator[] {
  const json = openApiSchema(query, 'input');
  return Object.entries(json.properties ?? {}).map(([name, schema]) =>
    ApiQuery({ name, required: (json.required ?? []).includes(name), schema: schema as SchemaObject }),
  );
}

/**
 * Describes an operation's request and answer from the zod schemas the gateway and the services validate with,
 * so the document cannot drift from what is checked. Error answers are added to every operation by
 * {@link setupOpenApi}.
 */
export function ApiBodies(options: ApiBodiesOptions): MethodDecorator {
  const file = options.response === 'file';
  const decorators: MethodDecorator[] = [
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: file ? { type: 'string', format: 'binary' } : openApiSchema(options.response as z.ZodType, 'output'),
    }),
  ];
  if (file) decorators.push(ApiProduces('application/octet-stream', 'application/pdf', 'image/webp'));
  if (options.body) decorators.push(ApiBody({ schema: openApiSchema(options.body, 'input') }));
  if (options.form)
    decorators.push(ApiConsumes('multipart/form-data'), ApiBody({ schema: multipartSchema(options.form) }));
  if (options.raw) {
    decorators.push(
      ApiConsumes('application/octet-stream'),
      ApiBody({ description: options.raw, schema: { type: 'string', format: 'binary' } }),
    );
  }
  if (options.query) decorators.push(...queryParameters(options.query));
  return applyDecorators(...decorators);
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const ERROR_ANSWERS = {
  '4XX': 'Refused: the message says why, the code names the failure',
  '5XX': 'The server or a service behind it failed',
} as const;

/** Every operation may answer the error envelope; an error response described only in words gets its schema. */
function addErrorAnswers(document: OpenAPIObject): void {
  document.components = { ...document.components, schemas: { ...document.components?.schemas } };
  document.components.schemas!.ErrorEnvelope = openApiSchema(errorEnvelopeSchema, 'output');
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, unknown>)) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const responses = operation.responses as Record<string, { description: string; content?: unknown }>;
      for (const [status, answer] of Object.entries(responses)) {
        if (Number(status) >= 400 && !answer.content) answer.content = { 'application/json': { schema: ERROR_REF } };
      }
      for (const [status, description] of Object.entries(ERROR_ANSWERS)) {
        responses[status] ??= { description, content: { 'application/json': { schema: ERROR_REF } } };
      }
    }
  }
}

/** Serves the OpenAPI document at /api/docs (UI) and /api/docs/openapi.json. */
export function setupOpenApi(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Thindi marketplace API')
      .setDescription(
        'Storefront, accounts, sellers, orders and administration. ' +
          'Errors: { success: false, message, code } with a stable domain code (ErrorEnvelope).',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  addErrorAnswers(document);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return document;
}
