import type { FastifyError } from 'fastify';

// What the inbox answers when a request's params, query or body fail the route's schema: the page a
// route names in its config for that part, else a plain 400. An address whose parameter cannot name
// anything (a reference that is not one) is a 404 page, as a reference that names nothing is.

export interface Refusal {
  status: number;
  title: string;
  text: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the page for a part of the request its schema refuses */
    refusals?: Partial<Record<NonNullable<FastifyError['validationContext']>, Refusal>>;
  }
}

export const BAD_REQUEST: Refusal = { status: 400, title: 'Запрос отклонён', text: 'Запрос не удалось прочитать.' };
export const PAGE_NOT_FOUND: Refusal = { status: 404, title: 'Не найдено', text: 'Такой страницы нет.' };
