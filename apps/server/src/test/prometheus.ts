import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { expect } from 'vitest';

/** GET /api/metrics (from loopback unless `remoteAddress` says otherwise), parsed by a Prometheus text parser. */
export async function scrape(
  app: FastifyInstance,
  { headers = {}, remoteAddress }: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<PrometheusFamily[]> {
  const res = await app.inject({ url: '/api/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.body);
}

/**
 * The value of a counter's or gauge's sample whose labels include `labels` (0 when the family or the sample is
 * absent: a labelled counter shows no sample before its first count). The parser folds the series of a labelled
 * histogram into one: read those from the text.
 */
export function sampleOf(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(sample?.value ?? 0);
}
