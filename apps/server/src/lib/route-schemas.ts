import { badRequestOut, detailOut } from '@dishcraft/contract';
import type { FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * Types a route's request from its contract schemas as a client sends them (z.input), since the validator
 * compiler passes requests through unparsed (ADR 002) and the services parse them. Answers stay untyped here:
 * the serializers' own types are looser than the contract (a unit is a string), and the test suite checks
 * every answer against its schema instead (answer-check.ts).
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
  serializer: unknown;
}

/** The error bodies of API.md §1.6, which every route may answer: field errors on 400, `{"detail"}` otherwise. */
export const ERROR_ANSWERS = { 400: badRequestOut, '4xx': detailOut, '5xx': detailOut };

/** A route's answers: its successes by status, and the shared error shapes. */
export const answers = <T extends Record<number, z.ZodType>>(success: T) => ({ ...success, ...ERROR_ANSWERS });

/**
 * Answers are written with JSON.stringify, as they were before routes declared schemas: the schemas document
 * them and the test suite checks them (answer-check.ts), so production does no work per answer for them.
 */
export const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
