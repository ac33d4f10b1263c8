import { camelize, type Camelized, type WireOptions } from '@venues/contracts/wire';
import type { z } from 'zod';
import { api, type ApiRequest } from './api-client';

type GetConfig<Keep extends string> = Pick<ApiRequest, 'params' | 'signal'> & WireOptions<Keep>;

/*
 * The one door between the wire and the dashboard's code: an answer is checked against the contracts'
 * schema, then its keys turn camelCase. A body goes out as written: it is the contracts' body type, which
 * is the wire's (not every body is snake_case: the claim's has `companyName`). Downloads keep the plain `api`.
 */

export async function getData<Schema extends z.ZodType, Keep extends string = never>(
  schema: Schema,
  url: string,
  { keep, ...config }: GetConfig<Keep> = {},
): Promise<Camelized<z.output<Schema>, Keep>> {
  const response = await api.get<unknown>(url, config);
  return camelize(schema.parse(response.data), { keep });
}

export async function sendData<Schema extends z.ZodType>(
  schema: Schema,
  method: 'post' | 'put' | 'patch',
  url: string,
  body?: object,
): Promise<Camelized<z.output<Schema>>> {
  const response =
    body === undefined ? await api[method]<unknown>(url) : await api[method]<unknown>(url, body);
  return camelize(schema.parse(response.data));
}
