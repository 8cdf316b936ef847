import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

// Route schemas written in zod, the project's one schema language: Fastify validates params,
// querystring, body and headers with them before a handler runs, and the handler's types are
// inferred from them. Twelve lines of our own rather than fastify-type-provider-zod, whose
// required peers (@fastify/swagger, openapi-types) would ship an OpenAPI generator to the clinic's
// server for nothing.

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** the parsed value replaces what was sent: defaults, trims and caught values apply */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
