// The validator every route schema is compiled with: fastify-type-provider-zod's, with NUL
// refused first in whatever part it checks (body, query, params, headers), so no route can
// let a NUL through to PostgreSQL, which cannot store it (domain/schemas/primitives.ts).
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { refusingNul } from '../domain/schemas/primitives.ts';

export const validatorCompiler: typeof zodValidatorCompiler = (route) => zodValidatorCompiler({ ...route, schema: refusingNul(route.schema as z.ZodType) });
