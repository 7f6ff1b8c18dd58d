import type { ErrorResponse, FieldError } from '@site/api';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** A 400 answer naming each bad field, in the contract's error shape. */
export function sendInvalid(reply: FastifyReply, errors: FieldError[]) {
  const body: ErrorResponse = { code: 'invalid_params', errors };
  return reply.code(400).send(body);
}

export function zodFieldErrors(error: z.ZodError, renames: Record<string, string> = {}): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || 'params';
    return { field: renames[field] ?? field, code: issue.code };
  });
}
